type Entry = { code: number; status: number; message: string };

/** The back office: staff, audit, members, content, games (60xx-61xx), spread into the one catalogue by errors.ts. */
export const backOfficeErrors = {
  STAFF_LOGIN_FAILED: { code: 6001, status: 200, message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' },
  STAFF_LOGIN_LOCKED: { code: 6002, status: 200, message: 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่' },
  STAFF_DISABLED: { code: 6003, status: 200, message: 'บัญชีพนักงานนี้ถูกระงับ กรุณาติดต่อเจ้าของระบบ' },
  STAFF_TICKET_INVALID: {
    code: 6004,
    status: 200,
    message: 'ขั้นตอนเข้าสู่ระบบหมดเวลาแล้ว กรุณากรอกชื่อผู้ใช้และรหัสผ่านใหม่',
  },
  STAFF_TOTP_INVALID: {
    code: 6005,
    status: 200,
    message: 'รหัสยืนยันตัวตน 6 หลักไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณารอรหัสใหม่ในแอปแล้วลองอีกครั้ง',
  },
  STAFF_PASSWORD_WEAK: {
    code: 6006,
    status: 200,
    message: 'รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข',
  },
  STAFF_USERNAME_INVALID: {
    code: 6007,
    status: 200,
    message: 'ชื่อผู้ใช้ต้องยาว 3-40 ตัว ใช้ได้เฉพาะ a-z 0-9 จุด ขีดกลาง และขีดล่าง',
  },
  STAFF_USERNAME_TAKEN: { code: 6008, status: 200, message: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว' },
  STAFF_NOT_FOUND: { code: 6009, status: 200, message: 'ไม่พบบัญชีพนักงานนี้' },
  STAFF_ROLE_INVALID: { code: 6010, status: 200, message: 'ไม่พบตำแหน่งนี้ กรุณาเลือกตำแหน่งใหม่' },
  REASON_REQUIRED: { code: 6011, status: 200, message: 'กรุณากรอกเหตุผลของรายการนี้' },
  STAFF_SELF_CHANGE: {
    code: 6012,
    status: 200,
    message: 'ไม่สามารถระงับหรือเปลี่ยนตำแหน่งของบัญชีตัวเองได้',
  },
  STAFF_LAST_OWNER: { code: 6013, status: 200, message: 'ต้องมีเจ้าของที่ใช้งานได้อย่างน้อยหนึ่งบัญชี' },
  // 602x: staff security (issue 28)
  STAFF_NOT_LOCKED: { code: 6020, status: 200, message: 'บัญชีนี้ไม่ได้ถูกล็อกอยู่' },
  STAFF_ADDRESS_REFUSED: {
    code: 6021,
    status: 200,
    message: 'ไม่อนุญาตให้เข้าสู่ระบบหลังบ้านจากที่อยู่ IP นี้ กรุณาติดต่อเจ้าของระบบ',
  },
  STAFF_ADDRESS_FORBIDDEN: {
    code: 6022,
    status: 403,
    message: 'ไม่อนุญาตให้ใช้หลังบ้านจากที่อยู่ IP นี้ กรุณาติดต่อเจ้าของระบบ',
  },
  STAFF_ALLOWLIST_INVALID: {
    code: 6023,
    status: 200,
    message: 'ที่อยู่ IP ไม่ถูกต้อง ใช้รูปแบบเช่น 203.0.113.7 หรือ 203.0.113.0/24',
  },
  STAFF_ALLOWLIST_SELF: {
    code: 6024,
    status: 200,
    message: 'รายการนี้ไม่รวมที่อยู่ IP ที่คุณใช้อยู่ขณะนี้ บันทึกแล้วคุณจะเข้าใช้หลังบ้านไม่ได้ กรุณาเพิ่มที่อยู่ของคุณ',
  },
  CONTENT_BANK_UNKNOWN: { code: 6026, status: 200, message: 'ไม่พบธนาคารนี้ กรุณาเลือกธนาคารจากรายการ' },
  LINE_SETTINGS_INVALID: {
    code: 6025,
    status: 200,
    message: 'ค่า LIFF ID ไม่ถูกต้อง ใช้รูปแบบเช่น 1234567890-AbcdEfgh',
  },
  // 61xx: the back office's money pages (transfers review, reports)
  TRANSFER_NOT_FOUND: { code: 6101, status: 200, message: 'ไม่พบรายการโอนเข้านี้' },
  TRANSFER_ALREADY_RESOLVED: {
    code: 6102,
    status: 200,
    message: 'รายการโอนเข้านี้ถูกดำเนินการไปแล้ว กรุณารีเฟรชรายการ',
  },
  TRANSFER_MEMBER_NOT_FOUND: { code: 6103, status: 200, message: 'ไม่พบสมาชิกนี้ในเว็บไซต์ของรายการโอน' },
  REPORT_RANGE_INVALID: {
    code: 6104,
    status: 200,
    message: 'ช่วงวันที่ไม่ถูกต้อง วันเริ่มต้องไม่หลังวันสิ้นสุด และไม่เกิน 366 วัน',
  },
  // 611x: the console's members, content, games and deep-link pages
  MEMBER_NOT_FOUND: { code: 6111, status: 200, message: 'ไม่พบสมาชิกนี้' },
  MEMBER_SESSION_NOT_FOUND: { code: 6112, status: 200, message: 'ไม่พบเซสชันนี้ของสมาชิก' },
  CONTENT_URL_INVALID: {
    code: 6113,
    status: 200,
    message: 'ลิงก์ต้องขึ้นต้นด้วย https:// หรือเป็นที่อยู่ในเว็บไซต์ที่ขึ้นต้นด้วย /',
  },
  CONTENT_NOT_FOUND: { code: 6114, status: 200, message: 'ไม่พบรายการนี้ อาจถูกลบไปแล้ว' },
  CHANNEL_LIMITS_INVALID: {
    code: 6115,
    status: 200,
    message: 'ยอดขั้นต่ำต้องมากกว่า 0 และไม่เกินยอดสูงสุด และช่องทางที่ปิดต้องมีเหตุผล',
  },
  ADMIN_GAME_NOT_FOUND: { code: 6116, status: 200, message: 'ไม่พบเกมหรือค่ายเกมนี้' },
  DEEPLINK_SCREEN_UNKNOWN: { code: 6117, status: 200, message: 'ไม่พบหน้านี้ในแอป LINE หรือกรอกค่าไม่ครบ' },
  // 614x: the console's exports (issue 28)
  EXPORT_TOO_LARGE: {
    code: 6141,
    status: 200,
    message: 'ข้อมูลในช่วงวันที่นี้มากเกิน 100,000 แถว กรุณาเลือกช่วงวันที่ให้สั้นลงแล้วส่งออกใหม่',
  },
} as const satisfies Record<string, Entry>;
