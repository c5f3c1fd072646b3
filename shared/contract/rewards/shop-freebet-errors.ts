type Entry = { code: number; status: number; message: string };

/**
 * Free bets in the points shop and Hub88's prepaids (6450-6469, issue 30), spread into the one catalogue by
 * errors.ts.
 */
export const shopFreebetErrors = {
  SHOP_FREEBET_UNAVAILABLE: {
    code: 6450,
    status: 200,
    message: 'ฟรีเบทของเกมนี้แลกไม่ได้ในตอนนี้ เพราะเกมหรือค่ายเกมปิดอยู่ คะแนนของคุณยังไม่ถูกหัก',
  },
  SHOP_FREEBET_ONE_AT_A_TIME: {
    code: 6451,
    status: 200,
    message: 'ฟรีเบทแลกได้ครั้งละ 1 ชิ้น กรุณาเลือกจำนวน 1 แล้วลองใหม่',
  },
  HUB88_PREPAIDS_UNAVAILABLE: {
    code: 6452,
    status: 200,
    message: 'ดึงรายการ prepaid ของเกมนี้จาก Hub88 ไม่ได้ในตอนนี้ กรุณาลองใหม่อีกครั้ง หรือใช้มูลค่าเดิมพันของเราเอง',
  },
  HUB88_PREPAID_NOT_FOUND: {
    code: 6453,
    status: 200,
    message: 'ไม่พบ prepaid ที่เลือกในรายการของเกมนี้ที่ Hub88 (อาจถูกยกเลิก) กรุณาเลือก prepaid ใหม่',
  },
} as const satisfies Record<string, Entry>;
