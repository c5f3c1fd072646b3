type Entry = { code: number; status: number; message: string };

/** Lotto and Yeekee (70xx), and lotto in the back office (62xx), spread into the one catalogue by errors.ts. */
export const lottoErrors = {
  LOTTO_ROUND_NOT_FOUND: { code: 7001, status: 200, message: 'ไม่พบงวดนี้ กรุณาเลือกงวดใหม่จากหน้าหวย' },
  LOTTO_ROUND_CLOSED: { code: 7002, status: 200, message: 'งวดนี้ปิดรับแทงแล้ว กรุณาเลือกงวดถัดไป' },
  LOTTO_ROUND_NOT_OPEN: { code: 7003, status: 200, message: 'งวดนี้ยังไม่เปิดรับแทง กรุณารอถึงเวลาเปิดรับ' },
  LOTTO_BILL_REFUSED: {
    code: 7004,
    status: 200,
    message: 'โพยนี้มีรายการที่แทงไม่ได้ กรุณาแก้ไขหรือลบรายการที่แจ้งแล้วส่งใหม่',
  },
  LOTTO_BET_TYPE_CLOSED: { code: 7005, status: 200, message: 'ประเภทการแทงนี้ไม่เปิดรับในงวดนี้ กรุณาลบรายการนี้' },
  LOTTO_NUMBER_INVALID: {
    code: 7006,
    status: 200,
    message: 'เลขไม่ถูกต้อง จำนวนหลักต้องตรงกับประเภทการแทง (3 ตัว 2 ตัว หรือวิ่ง 1 ตัว)',
  },
  LOTTO_NUMBER_CLOSED: { code: 7007, status: 200, message: 'เลขนี้ปิดรับ (เลขอั้น) ในงวดนี้ กรุณาเลือกเลขอื่น' },
  LOTTO_NUMBER_SOLD_OUT: {
    code: 7008,
    status: 200,
    message: 'เลขนี้เต็มแล้ว (เลขเต็ม) กรุณาเลือกเลขอื่นหรือลดยอดแทง',
  },
  LOTTO_BELOW_MIN: { code: 7009, status: 200, message: 'ยอดแทงต่ำกว่าขั้นต่ำต่อรายการ กรุณาเพิ่มยอดแทง' },
  LOTTO_ABOVE_MAX: { code: 7010, status: 200, message: 'ยอดแทงเกินสูงสุดต่อรายการ กรุณาลดยอดแทง' },
  LOTTO_MEMBER_NUMBER_LIMIT: {
    code: 7011,
    status: 200,
    message: 'ยอดแทงเลขนี้ของคุณในงวดนี้เกินสูงสุดต่อเลขแล้ว กรุณาลดยอดแทง',
  },
  LOTTO_INSUFFICIENT_FUNDS: {
    code: 7012,
    status: 200,
    message: 'ยอดเงินไม่พอสำหรับโพยนี้ กรุณาฝากเงินหรือลดยอดแทง',
  },
  LOTTO_BILL_NOT_FOUND: { code: 7013, status: 200, message: 'ไม่พบโพยนี้ในบัญชีของคุณ' },
  LOTTO_CANCEL_CLOSED: {
    code: 7014,
    status: 200,
    message: 'เลยเวลายกเลิกโพยนี้แล้ว โพยจะรอผลตามปกติ',
  },
  LOTTO_BILL_NOT_PENDING: { code: 7015, status: 200, message: 'โพยนี้ถูกยกเลิกหรือออกผลไปแล้ว กรุณารีเฟรชรายการ' },
  LOTTO_AMOUNT_INVALID: {
    code: 7016,
    status: 200,
    message: 'ยอดแทงไม่ถูกต้อง กรุณากรอกจำนวนเงินมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง',
  },
  LOTTO_NUMBER_EXPOSURE_FULL: {
    code: 7017,
    status: 200,
    message: 'เลขนี้ปิดรับอัตโนมัติเพราะยอดจ่ายของเลขนี้เต็มแล้ว กรุณาเลือกเลขอื่นหรือลดยอดแทง',
  },
  LOTTO_MARKET_NOT_FOUND: { code: 7018, status: 200, message: 'ไม่พบหวยประเภทนี้ กรุณาเลือกใหม่จากหน้าหวย' },
  LOTTO_TOTE_TRIPLE: {
    code: 7019,
    status: 200,
    message: 'เลขตอง (เช่น 555) แทง 3 ตัวโต๊ดไม่ได้ เพราะสลับตำแหน่งไม่ได้ กรุณาแทงเป็น 3 ตัวบนแทน',
  },

  // 7050-7099: lotto results and Yeekee shooting (members)
  YEEKEE_NUMBER_INVALID: { code: 7050, status: 200, message: 'กรุณากรอกตัวเลข 5 หลัก (00000-99999)' },
  YEEKEE_ROUND_NOT_OPEN: { code: 7051, status: 200, message: 'รอบนี้ปิดรับการยิงเลขแล้ว หรือยังไม่เปิด' },
  YEEKEE_ROUND_NOT_FOUND: { code: 7052, status: 200, message: 'ไม่พบรอบยี่กีนี้' },

  // 6201-6219: lotto back office (results, settlement)
  LOTTO_RESULT_INVALID: { code: 6201, status: 200, message: 'ผลรางวัลไม่ถูกต้อง กรุณาตรวจสอบตัวเลขอีกครั้ง' },
  LOTTO_RESULT_EXISTS: {
    code: 6202,
    status: 200,
    message: 'งวดนี้มีผลรางวัลที่รอยืนยันหรือยืนยันแล้ว กรุณาปฏิเสธรายการเดิมก่อนกรอกใหม่',
  },
  LOTTO_RESULT_NOT_PENDING: { code: 6203, status: 200, message: 'ผลรางวัลนี้ถูกยืนยันหรือปฏิเสธไปแล้ว' },
  LOTTO_RESULT_SAME_STAFF: {
    code: 6204,
    status: 200,
    message: 'ผู้กรอกผลรางวัลยืนยันเองไม่ได้ ต้องให้พนักงานอีกคนตรวจสอบและยืนยัน',
  },
  LOTTO_ROUND_STILL_OPEN: { code: 6205, status: 200, message: 'งวดนี้ยังไม่ปิดรับแทง กรอกผลรางวัลไม่ได้' },
  LOTTO_ROUND_NOT_FOUND_ADMIN: { code: 6206, status: 200, message: 'ไม่พบงวดนี้' },
  LOTTO_ROUND_NOT_DRAW: {
    code: 6207,
    status: 200,
    message: 'งวดยี่กีคำนวณผลจากเลขที่ยิงเอง ไม่ต้องกรอกผลรางวัล',
  },
  LOTTO_ROUND_ALREADY_RESULTED: { code: 6208, status: 200, message: 'งวดนี้มีผลรางวัลแล้ว' },

  // 6220-6239: lotto back office (markets, calendar, rates, restricted numbers)
  LOTTO_ADMIN_MARKET_NOT_FOUND: { code: 6220, status: 200, message: 'ไม่พบตลาดหวยนี้' },
  LOTTO_ADMIN_BET_TYPE_TWICE: {
    code: 6221,
    status: 200,
    message: 'มีประเภทการแทงซ้ำกันในรายการ กรุณาตั้งค่าแต่ละประเภทครั้งเดียว',
  },
  LOTTO_ADMIN_NO_BET_TYPE: {
    code: 6222,
    status: 200,
    message: 'ต้องเปิดรับอย่างน้อยหนึ่งประเภทการแทง ถ้าจะหยุดรับทั้งตลาดให้ปิดตลาดแทน',
  },
  LOTTO_ADMIN_NO_CALENDAR: {
    code: 6223,
    status: 200,
    message: 'หวยยี่กีสร้างรอบตามตารางเวลาเอง ไม่มีปฏิทินวันออกผล',
  },
  LOTTO_ADMIN_DATE_INVALID: { code: 6224, status: 200, message: 'วันที่ไม่ถูกต้อง กรุณาเลือกวันที่จากปฏิทิน' },
  LOTTO_ADMIN_DATE_PAST: { code: 6225, status: 200, message: 'เพิ่มวันออกผลย้อนหลังไม่ได้ กรุณาเลือกวันนี้หรือหลังจากนี้' },
  LOTTO_ADMIN_DATE_NOT_FOUND: { code: 6226, status: 200, message: 'ไม่พบวันออกผลนี้ในปฏิทิน' },
  LOTTO_ADMIN_ROUND_HAS_BILLS: {
    code: 6227,
    status: 200,
    message: 'งวดนี้มีโพยของสมาชิกแล้ว ลบวันออกผลไม่ได้',
  },
  LOTTO_ADMIN_ROUND_NOT_OPEN: {
    code: 6228,
    status: 200,
    message: 'งวดนี้ปิดรับแทงแล้ว แก้ไขเลขอั้นหรือลบงวดไม่ได้',
  },
  LOTTO_ADMIN_NUMBER_INVALID: {
    code: 6229,
    status: 200,
    message: 'จำนวนหลักของเลขไม่ตรงกับประเภทการแทง (3 ตัว 3 หลัก, 2 ตัว 2 หลัก, วิ่ง 1 หลัก)',
  },
  LOTTO_ADMIN_RESTRICTED_NOT_FOUND: { code: 6230, status: 200, message: 'ไม่พบเลขอั้นนี้ในงวดนี้' },
} as const satisfies Record<string, Entry>;
