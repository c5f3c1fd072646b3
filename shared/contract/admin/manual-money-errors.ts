type Entry = { code: number; status: number; message: string };

/** Refusals of manual money (issue 28: 6160-6169), spread into the one catalogue by errors.ts. */
export const manualMoneyErrors = {
  MANUAL_LIMIT_REACHED: {
    code: 6160,
    status: 200,
    message: 'เกินวงเงินเพิ่ม/ลดเงินต่อวันของตำแหน่งคุณ กรุณาติดต่อเจ้าของเพื่อปรับวงเงิน',
  },
  ADJUST_REQUEST_NOT_FOUND: { code: 6161, status: 200, message: 'ไม่พบคำขอเพิ่ม/ลดเงินนี้' },
  ADJUST_REQUEST_DECIDED: {
    code: 6162,
    status: 200,
    message: 'คำขอนี้ได้รับการอนุมัติหรือปฏิเสธไปแล้ว กรุณารีเฟรชรายการ',
  },
  ADJUST_SELF_APPROVE: {
    code: 6163,
    status: 200,
    message: 'ไม่สามารถอนุมัติคำขอของตัวเองได้ ต้องให้พนักงานคนอื่นอนุมัติ',
  },
  SHIFT_RANGE_INVALID: {
    code: 6164,
    status: 200,
    message: 'ช่วงเวลาไม่ถูกต้อง เวลาเริ่มต้องก่อนเวลาสิ้นสุด และไม่เกิน 31 วัน',
  },
} as const satisfies Record<string, Entry>;
