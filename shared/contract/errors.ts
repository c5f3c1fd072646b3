/**
 * The error catalogue: one stable numeric code per situation, the Thai message a member can act on, and the
 * HTTP status. Business refusals are 200 (the client sends members home on 400, see SPEC §8).
 * Ranges: 1xxx request and agent, 2xxx account, 3xxx ledger, 4xxx games, 5xxx payments, 9xxx server.
 */
export const errorCatalogue = {
  // 1xxx: request, agent
  BAD_REQUEST: { code: 1000, status: 400, message: 'ข้อมูลที่ส่งมาไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง' },
  INVALID_INPUT: { code: 1001, status: 200, message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่' },
  AGENT_NOT_FOUND: { code: 1002, status: 200, message: 'ไม่พบข้อมูลเว็บไซต์ตัวแทนนี้ กรุณาตรวจสอบลิงก์อีกครั้ง' },
  NOT_FOUND: { code: 1004, status: 404, message: 'ไม่พบหน้าที่ต้องการ' },
  RATE_LIMITED: { code: 1029, status: 429, message: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' },
  UNAUTHORIZED: { code: 1401, status: 401, message: 'เซสซั่นหมดอายุ กรุณาเข้าสู่ระบบใหม่' },
  FORBIDDEN: { code: 1403, status: 403, message: 'คุณไม่มีสิทธิ์ทำรายการนี้' },

  // 2xxx: account (registration, login, password)
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

  // 3xxx: ledger
  INSUFFICIENT_FUNDS: { code: 3001, status: 200, message: 'ยอดเงินไม่เพียงพอ' },
  IDEMPOTENCY_CONFLICT: {
    code: 3002,
    status: 200,
    message: 'รายการนี้ถูกส่งมาแล้วด้วยข้อมูลที่ต่างกัน กรุณาเริ่มรายการใหม่',
  },
  WALLET_NOT_FOUND: { code: 3003, status: 200, message: 'ไม่พบกระเป๋าเงินนี้' },
  HOLD_NOT_PENDING: { code: 3004, status: 200, message: 'รายการนี้ถูกดำเนินการไปแล้ว' },
  INSUFFICIENT_POINTS: { code: 3005, status: 200, message: 'พอยท์ไม่เพียงพอ' },
  AMOUNT_INVALID: {
    code: 3006,
    status: 200,
    message: 'จำนวนเงินไม่ถูกต้อง กรุณากรอกจำนวนเงินที่มีทศนิยมไม่เกิน 2 ตำแหน่ง',
  },

  // 4xxx: games (filled by the games work)
  GAME_NOT_FOUND: { code: 4001, status: 200, message: 'ไม่พบเกมนี้ หรือเกมปิดปรับปรุงชั่วคราว' },
  WALLET_NOT_PLAYABLE: { code: 4002, status: 200, message: 'กระเป๋าเงินนี้ใช้เล่นเกมนี้ไม่ได้ กรุณาเลือกกระเป๋าอื่น' },
  PROVIDER_UNAVAILABLE: { code: 4003, status: 200, message: 'ค่ายเกมขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },

  // 5xxx: payments (filled by the payments work)
  PAYMENT_CHANNEL_NOT_FOUND: { code: 5001, status: 200, message: 'ไม่พบช่องทางการชำระเงินนี้ กรุณาเลือกช่องทางใหม่' },
  PAYMENT_AMOUNT_OUT_OF_RANGE: { code: 5002, status: 200, message: 'จำนวนเงินไม่อยู่ในช่วงที่กำหนด' },
  PAYMENT_PROVIDER_DOWN: {
    code: 5003,
    status: 200,
    message: 'ระบบชำระเงินขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  },

  // 9xxx: server
  INTERNAL: { code: 9000, status: 500, message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type ErrorName = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorName]['code'];

export const errorByCode = (code: number) =>
  Object.values(errorCatalogue).find((entry) => entry.code === code);
