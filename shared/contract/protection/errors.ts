type Entry = { code: number; status: number; message: string };

/**
 * Refusals of player protection (8900-8949), spread into the one catalogue by errors.ts. The messages here are
 * the general case; services answer the specific one (which limit, how much is still allowed, until when).
 */
export const protectionErrors = {
  PLAYER_TIMED_OUT: {
    code: 8901,
    status: 200,
    message: 'คุณอยู่ในช่วงพักการเล่นที่ตั้งไว้ ยังเล่นหรือฝากเงินไม่ได้จนกว่าจะครบกำหนด',
  },
  PLAYER_SELF_EXCLUDED: {
    code: 8902,
    status: 200,
    message: 'คุณได้ขอระงับการเล่นด้วยตนเอง ยังเล่นหรือฝากเงินไม่ได้จนกว่าจะครบกำหนด',
  },
  PLAYER_LOSS_LIMIT: {
    code: 8903,
    status: 200,
    message: 'เดิมพันนี้จะทำให้ยอดเสียเกินวงเงินที่คุณตั้งไว้',
  },
  PLAYER_DEPOSIT_LIMIT: {
    code: 8904,
    status: 200,
    message: 'ยอดฝากนี้เกินวงเงินฝากที่คุณตั้งไว้',
  },
  PLAYER_SESSION_LIMIT: {
    code: 8905,
    status: 200,
    message: 'ครบเวลาเล่นต่อรอบที่คุณตั้งไว้แล้ว ออกจากระบบแล้วพักก่อนเริ่มรอบใหม่',
  },
  PROTECTION_SHORTEN_REFUSED: {
    code: 8906,
    status: 200,
    message: 'ช่วงพักหรือการระงับที่มีอยู่ยาวกว่านี้ ย่นระยะเวลาหรือยกเลิกก่อนครบกำหนดไม่ได้',
  },
  PROTECTION_LIMIT_INVALID: {
    code: 8907,
    status: 200,
    message: 'วงเงินไม่ถูกต้อง ใส่เป็นจำนวนเต็มบาท หรือเวลาเล่น 5 ถึง 1,440 นาที',
  },
  PROTECTION_NOTHING_PENDING: {
    code: 8908,
    status: 200,
    message: 'ไม่มีการเพิ่มวงเงินที่รอมีผลสำหรับรายการนี้',
  },
} as const satisfies Record<string, Entry>;
