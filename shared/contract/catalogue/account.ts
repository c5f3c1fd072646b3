type Entry = { code: number; status: number; message: string };

/** Account: registration, login, passwords, LINE (2xxx), spread into the one catalogue by errors.ts. */
export const accountErrors = {
  PHONE_INVALID: { code: 2001, status: 200, message: 'เบอร์โทรศัพท์ไม่ถูกต้อง กรุณากรอกเบอร์มือถือ 10 หลัก' },
  PHONE_TAKEN: { code: 2002, status: 200, message: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครแล้ว กรุณาเข้าสู่ระบบหรือกดลืมรหัสผ่าน' },
  BANK_ACCOUNT_TAKEN: { code: 2003, status: 200, message: 'เลขบัญชีนี้ถูกใช้สมัครแล้ว กรุณาติดต่อแอดมิน' },
  BANK_ACCOUNT_INVALID: { code: 2004, status: 200, message: 'เลขบัญชีธนาคารไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง' },
  BANK_UNKNOWN: { code: 2005, status: 200, message: 'ไม่พบธนาคารที่เลือก กรุณาเลือกธนาคารใหม่' },
  PASSWORD_WEAK: { code: 2006, status: 200, message: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข' },
  NAME_INVALID: { code: 2007, status: 200, message: 'กรุณากรอกชื่อ-นามสกุลให้ถูกต้อง' },
  AGE_NOT_CONFIRMED: { code: 2008, status: 200, message: 'ต้องยืนยันว่าคุณมีอายุ 20 ปีขึ้นไปจึงจะสมัครสมาชิกได้' },
  REFERRAL_INVALID: { code: 2009, status: 200, message: 'ไม่พบรหัสแนะนำเพื่อนนี้ กรุณาตรวจสอบอีกครั้ง' },
  LOGIN_FAILED: { code: 2010, status: 200, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' },
  LOGIN_LOCKED: { code: 2011, status: 200, message: 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่' },
  PASSWORD_WRONG: { code: 2012, status: 200, message: 'รหัสผ่านเดิมไม่ถูกต้อง' },
  PASSWORD_SAME: { code: 2013, status: 200, message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม' },
  OTP_INVALID: { code: 2014, status: 200, message: 'รหัส OTP ไม่ถูกต้องหรือหมดอายุ กรุณาขอรหัสใหม่' },
  OTP_TOO_SOON: { code: 2015, status: 200, message: 'ขอรหัส OTP บ่อยเกินไป กรุณารอ 60 วินาทีแล้วลองใหม่' },
  ACCOUNT_NOT_FOUND: { code: 2016, status: 200, message: 'ไม่พบบัญชีสมาชิกของเบอร์โทรศัพท์นี้' },
  ACCOUNT_DISABLED: { code: 2017, status: 200, message: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อแอดมิน' },
  LINE_TOKEN_INVALID: {
    code: 2020,
    status: 200,
    message: 'ยืนยันตัวตนกับ LINE ไม่สำเร็จ กรุณาเปิดลิงก์จาก LINE ใหม่อีกครั้ง',
  },
  LINE_NOT_LINKED: { code: 2021, status: 200, message: 'บัญชี LINE นี้ยังไม่ได้สมัครสมาชิก กรุณาสมัครสมาชิกก่อน' },
  LINE_ALREADY_LINKED: { code: 2022, status: 200, message: 'บัญชี LINE นี้ผูกกับสมาชิกคนอื่นแล้ว' },
  LINE_MEMBER_HAS_OTHER: {
    code: 2040,
    status: 200,
    message: 'บัญชีสมาชิกนี้เชื่อมต่อกับ LINE อื่นอยู่แล้ว กรุณายกเลิกการเชื่อมต่อเดิมในหน้าข้อมูลส่วนตัวก่อน',
  },
  LINE_UNAVAILABLE: {
    code: 2023,
    status: 200,
    message: 'ตรวจสอบบัญชี LINE ไม่ได้ชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  },
  OTP_DAILY_LIMIT: {
    code: 2030,
    status: 200,
    message: 'ขอรหัส OTP สำหรับเบอร์นี้ครบจำนวนของวันนี้แล้ว กรุณาลองใหม่พรุ่งนี้หรือติดต่อแอดมิน',
  },
  REGISTER_OTP_OFF: { code: 2031, status: 200, message: 'เว็บนี้ไม่ต้องยืนยันเบอร์โทรศัพท์ด้วยรหัส OTP ตอนสมัคร' },
  OTP_REQUIRED: {
    code: 2032,
    status: 200,
    message: 'กรุณากดขอรหัส OTP แล้วกรอกรหัสที่ได้รับทาง SMS เพื่อยืนยันเบอร์โทรศัพท์ก่อนสมัคร',
  },
} as const satisfies Record<string, Entry>;
