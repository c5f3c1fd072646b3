type Entry = { code: number; status: number; message: string };

/** Refusals of points and the points shop (8500-8599), spread into the one catalogue by errors.ts. */
export const pointsErrors = {
  SHOP_ITEM_NOT_FOUND: { code: 8501, status: 200, message: 'ไม่พบของรางวัลนี้ หรือของรางวัลนี้ปิดการแลกแล้ว' },
  SHOP_OUT_OF_STOCK: { code: 8502, status: 200, message: 'ของรางวัลนี้เหลือไม่พอสำหรับจำนวนที่เลือก' },
  SHOP_MEMBER_LIMIT: { code: 8503, status: 200, message: 'คุณแลกของรางวัลนี้ครบจำนวนสิทธิ์แล้ว' },
  SHOP_NOT_ENOUGH_POINTS: { code: 8504, status: 200, message: 'คะแนนของคุณไม่พอสำหรับแลกของรางวัลนี้' },
  SHOP_REQUEST_REUSED: {
    code: 8505,
    status: 200,
    message: 'รหัสคำขอนี้ถูกใช้กับของรางวัลอื่นแล้ว กรุณาลองใหม่อีกครั้ง',
  },
  POINTS_RULE_INVALID: { code: 8506, status: 200, message: 'กติกาการได้คะแนนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง' },
  SHOP_ITEM_INVALID: { code: 8507, status: 200, message: 'ข้อมูลของรางวัลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง' },
} as const satisfies Record<string, Entry>;
