type Entry = { code: number; status: number; message: string };

/** Payments: deposits, withdrawals, providers (5xxx), spread into the one catalogue by errors.ts. */
export const paymentErrors = {
  PAYMENT_CHANNEL_NOT_FOUND: { code: 5001, status: 200, message: 'ไม่พบช่องทางการชำระเงินนี้ กรุณาเลือกช่องทางใหม่' },
  PAYMENT_AMOUNT_OUT_OF_RANGE: { code: 5002, status: 200, message: 'จำนวนเงินไม่อยู่ในช่วงที่กำหนด' },
  PAYMENT_PROVIDER_DOWN: {
    code: 5003,
    status: 200,
    message: 'ระบบชำระเงินขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  },
  PAYMENT_CHANNEL_UNAVAILABLE: {
    code: 5004,
    status: 200,
    message: 'ช่องทางนี้ปิดให้บริการชั่วคราว กรุณาเลือกช่องทางอื่น',
  },
  PAYMENT_ORDER_NOT_FOUND: { code: 5005, status: 200, message: 'ไม่พบรายการฝากเงินนี้ กรุณาทำรายการใหม่' },
  PAYMENT_ORDER_EXPIRED: { code: 5006, status: 200, message: 'รายการฝากเงินนี้หมดอายุแล้ว กรุณาทำรายการใหม่' },
  PAYMENT_ORDER_BUSY: {
    code: 5007,
    status: 200,
    message: 'มีรายการฝากที่ยอดเดียวกันรอชำระอยู่มาก กรุณาเปลี่ยนจำนวนเงินเล็กน้อยแล้วลองใหม่',
  },
  PAYMENT_TRANSFER_ORDERS_LIMIT: {
    code: 5008,
    status: 200,
    message: 'มีรายการฝากแบบโอนที่ยังไม่ได้ชำระ กรุณาโอนตามรายการเดิม หรือฝากผ่าน QR พร้อมเพย์',
  },
  // Answers to payment providers' notifications (machine callers, never members).
  PAYMENT_BAD_SIGNATURE: { code: 5010, status: 401, message: 'ลายเซ็นของการแจ้งเตือนไม่ถูกต้อง' },
  PAYMENT_STALE_TIMESTAMP: { code: 5011, status: 401, message: 'เวลาของการแจ้งเตือนไม่อยู่ในช่วงที่ยอมรับ' },
  PAYMENT_PROVIDER_UNKNOWN: { code: 5012, status: 401, message: 'ไม่พบผู้ให้บริการชำระเงินนี้' },
  PAYMENT_AMOUNT_MISMATCH: { code: 5013, status: 200, message: 'ยอดเงินที่แจ้งไม่ตรงกับรายการฝาก' },
  // Withdrawals and the member's withdrawal accounts.
  WITHDRAW_PENDING_EXISTS: {
    code: 5020,
    status: 200,
    message: 'มีรายการถอนที่รอดำเนินการอยู่ กรุณารอให้รายการเดิมเสร็จก่อน',
  },
  WITHDRAW_NOT_FOUND: { code: 5021, status: 200, message: 'ไม่พบรายการถอนนี้' },
  WITHDRAW_ALREADY_DECIDED: { code: 5022, status: 200, message: 'รายการถอนนี้ถูกดำเนินการไปแล้ว' },
  WITHDRAW_ACCOUNT_MISSING: { code: 5023, status: 200, message: 'ยังไม่ได้เพิ่มบัญชีสำรอง กรุณาเพิ่มบัญชีก่อนถอนเงิน' },
  SUB_BANK_LOCKED: {
    code: 5024,
    status: 200,
    message: 'มีรายการถอนรอดำเนินการไปยังบัญชีนี้ จึงยังเปลี่ยนบัญชีไม่ได้ กรุณารอให้รายการเสร็จก่อน',
  },
  SUB_BANK_SAME_AS_MAIN: { code: 5025, status: 200, message: 'บัญชีสำรองต้องไม่ซ้ำกับบัญชีหลัก' },
  // A staff decision (issue 28): the note is internal, the reason is the member's, the payout is recorded.
  WITHDRAW_MEMBER_REASON_REQUIRED: {
    code: 5027,
    status: 200,
    message: 'กรุณากรอกเหตุผลที่จะแจ้งสมาชิก (อย่างน้อย 3 ตัวอักษร)',
  },
  WITHDRAW_PAYOUT_ACCOUNT_INVALID: {
    code: 5028,
    status: 200,
    message: 'กรุณาเลือกบัญชีของเว็บที่ใช้โอนเงินออก',
  },
  WITHDRAW_REFERENCE_REQUIRED: {
    code: 5029,
    status: 200,
    message: 'กรุณากรอกเลขอ้างอิงการโอนจากธนาคาร',
  },
  WITHDRAW_NOT_AWAITING_PAYOUT: {
    code: 5030,
    status: 200,
    message: 'รายการนี้ไม่ได้รอบันทึกการโอน (บันทึกไปแล้วหรือยังไม่ได้อนุมัติ)',
  },
  WITHDRAW_AUTO_LIMITS_INVALID: {
    code: 5031,
    status: 200,
    message: 'ยอดต่อวันต้องไม่น้อยกว่ายอดต่อครั้ง และทั้งสองต้องมากกว่า 0 บาท',
  },
  SUB_BANK_PASSWORD_WRONG: { code: 5026, status: 200, message: 'รหัสผ่านไม่ถูกต้อง กรุณายืนยันด้วยรหัสผ่านเข้าสู่ระบบ' },
  // The sandbox provider's tester controls (testers, never members).
  SANDBOX_CONTROL_TOKEN_INVALID: {
    code: 5090,
    status: 401,
    message: 'ต้องใช้รหัสผู้ทดสอบของแซนด์บ็อกซ์ (พิมพ์ไว้ในบันทึกตอนเซิร์ฟเวอร์เริ่มทำงาน)',
  },
} as const satisfies Record<string, Entry>;
