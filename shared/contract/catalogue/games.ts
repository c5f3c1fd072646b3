type Entry = { code: number; status: number; message: string };

/** Games: the seamless wallet and the built-in provider (4xxx), spread into the one catalogue by errors.ts. */
export const gameErrors = {
  GAME_NOT_FOUND: { code: 4001, status: 200, message: 'ไม่พบเกมนี้ หรือเกมปิดปรับปรุงชั่วคราว' },
  WALLET_NOT_PLAYABLE: { code: 4002, status: 200, message: 'กระเป๋าเงินนี้ใช้เล่นเกมนี้ไม่ได้ กรุณาเลือกกระเป๋าอื่น' },
  PROVIDER_UNAVAILABLE: { code: 4003, status: 200, message: 'ค่ายเกมขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  LOBBY_NOT_FOUND: { code: 4004, status: 200, message: 'ไม่พบล็อบบี้เกมนี้' },
  SOOTH_TABLE_NOT_FOUND: { code: 4005, status: 200, message: 'ไม่พบโต๊ะบาคาร่านี้ หรือโต๊ะปิดชั่วคราว' },
  // 41xx: the seamless-wallet protocol (answers to game providers, see shared/contract/seamless.ts)
  SEAMLESS_BAD_SIGNATURE: { code: 4101, status: 401, message: 'ลายเซ็นของคำขอไม่ถูกต้อง' },
  SEAMLESS_TOKEN_INVALID: { code: 4102, status: 200, message: 'ไม่พบเซสชันเกมนี้' },
  SEAMLESS_TOKEN_EXPIRED: { code: 4103, status: 200, message: 'เซสชันเกมหมดอายุ กรุณาเข้าเกมใหม่' },
  SEAMLESS_INSUFFICIENT_FUNDS: { code: 4104, status: 200, message: 'ยอดเงินไม่เพียงพอ' },
  SEAMLESS_DUPLICATE_TRANSACTION: {
    code: 4105,
    status: 200,
    message: 'รหัสรายการนี้ถูกใช้แล้วกับข้อมูลที่ต่างกัน',
  },
  SEAMLESS_BET_NOT_FOUND: { code: 4106, status: 200, message: 'ไม่พบรายการเดิมพันของรอบนี้' },
  SEAMLESS_ROUND_SETTLED: { code: 4107, status: 200, message: 'รอบนี้จ่ายผลแล้ว ยกเลิกเดิมพันไม่ได้' },
  SEAMLESS_TRANSACTION_ROLLED_BACK: { code: 4108, status: 200, message: 'รายการนี้ถูกยกเลิกไปแล้ว' },
  SEAMLESS_STALE_TIMESTAMP: { code: 4109, status: 401, message: 'เวลาของคำขอไม่อยู่ในช่วงที่ยอมรับ' },
  SEAMLESS_PROVIDER_UNKNOWN: { code: 4110, status: 401, message: 'ไม่พบค่ายเกมนี้ หรือค่ายเกมถูกปิด' },
  SEAMLESS_WIN_ABOVE_MAX: {
    code: 4111,
    status: 200,
    message: 'ยอดจ่ายของรอบนี้เกินยอดชนะสูงสุดของเกม รายการถูกส่งให้ทีมงานตรวจสอบ',
  },
  SEAMLESS_GAME_MISMATCH: {
    code: 4112,
    status: 200,
    message: 'เซสชันนี้ใช้เล่นได้เฉพาะเกมที่เปิดไว้ กรุณาเข้าเกมใหม่',
  },
  // 42xx: the built-in game provider's own API (games/, answered to the game pages)
  GP_SESSION_INVALID: {
    code: 4201,
    status: 200,
    message: 'เซสชันเกมไม่ถูกต้องหรือหมดอายุ กรุณาปิดเกมแล้วเปิดใหม่จากหน้าเว็บ',
  },
  GP_BET_INVALID: { code: 4202, status: 200, message: 'จำนวนเดิมพันไม่ถูกต้อง กรุณาเลือกจำนวนใหม่' },
  GP_BETTING_CLOSED: { code: 4203, status: 200, message: 'ปิดรับเดิมพันรอบนี้แล้ว กรุณาเดิมพันรอบถัดไป' },
  GP_INSUFFICIENT_FUNDS: { code: 4204, status: 200, message: 'ยอดเงินไม่เพียงพอสำหรับเดิมพันนี้' },
  GP_ROUND_REFUNDED: {
    code: 4205,
    status: 200,
    message: 'ส่งผลรอบนี้ไม่สำเร็จ ระบบคืนเงินเดิมพันให้แล้ว กรุณาลองใหม่อีกครั้ง',
  },
  GP_WALLET_UNAVAILABLE: { code: 4206, status: 200, message: 'ระบบกระเป๋าเงินขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  GP_SEED_INVALID: { code: 4207, status: 200, message: 'ข้อมูลเมล็ดสุ่ม (seed) ไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง' },
  GP_NOT_FOUND: { code: 4208, status: 200, message: 'ไม่พบโต๊ะ รอบ หรือคู่แข่งขันนี้' },
} as const satisfies Record<string, Entry>;
