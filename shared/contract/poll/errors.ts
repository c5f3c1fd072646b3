type Entry = { code: number; status: number; message: string };

/** Refusals of polls and events (8800-8899), spread into the one catalogue by errors.ts. */
export const pollErrors = {
  POLL_NOT_FOUND: { code: 8801, status: 200, message: 'ไม่พบกิจกรรมโหวตนี้ หรือกิจกรรมนี้ถูกปิดไปแล้ว' },
  POLL_NOT_OPEN: { code: 8802, status: 200, message: 'กิจกรรมโหวตนี้ยังไม่เปิด กรุณารอเวลาเปิดโหวต' },
  POLL_CLOSED: { code: 8803, status: 200, message: 'กิจกรรมโหวตนี้ปิดรับโหวตแล้ว' },
  POLL_QUOTA_USED: {
    code: 8804,
    status: 200,
    message: 'สิทธิ์โหวตของคุณหมดแล้ว ฝากเงินเพิ่มเพื่อรับสิทธิ์โหวตเพิ่ม',
  },
  POLL_CHOICE_INVALID: { code: 8805, status: 200, message: 'ไม่พบตัวเลือกนี้ กรุณาเลือกใหม่อีกครั้ง' },
  POLL_ONE_CHOICE: {
    code: 8806,
    status: 200,
    message: 'กิจกรรมทายผลนี้โหวตได้ตัวเลือกเดียว คุณเลือกตัวเลือกอื่นไปแล้ว',
  },
  POLL_INVALID: {
    code: 8807,
    status: 200,
    message: 'ตั้งค่ากิจกรรมโหวตไม่ถูกต้อง กรุณาตรวจสอบเวลา ตัวเลือก รางวัล และสิทธิ์โหวต',
  },
  POLL_ANSWER_EXISTS: { code: 8808, status: 200, message: 'กิจกรรมนี้มีคำตอบที่รอยืนยันหรือยืนยันแล้ว' },
  POLL_SELF_CONFIRM: {
    code: 8809,
    status: 200,
    message: 'ผู้ตั้งคำตอบยืนยันเองไม่ได้ ต้องให้พนักงานอีกคนเป็นผู้ยืนยัน',
  },
  POLL_NO_PENDING_ANSWER: { code: 8810, status: 200, message: 'ไม่มีคำตอบที่รอการยืนยันของกิจกรรมนี้' },
  POLL_NOT_CLOSED: { code: 8811, status: 200, message: 'ต้องปิดรับโหวตก่อนจึงจะตั้งคำตอบได้' },
  POLL_NO_ANSWER: { code: 8812, status: 200, message: 'กิจกรรมนี้ไม่มีคำตอบที่ถูกต้องและไม่มีรางวัล' },
  POLL_HAS_VOTES: { code: 8813, status: 200, message: 'มีผู้โหวตแล้ว แก้ไขตัวเลือกไม่ได้' },
  POLL_MEMBER_EXCLUDED: {
    code: 8814,
    status: 200,
    message: 'ระหว่างที่คุณพักการเล่นหรือขอระงับการเล่นด้วยตนเอง ร่วมโหวตหรือทายผลเพื่อรับรางวัลไม่ได้',
  },
} as const satisfies Record<string, Entry>;
