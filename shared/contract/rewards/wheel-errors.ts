type Entry = { code: number; status: number; message: string };

/** Refusals of the fortune wheel (8300-8399), spread into the one catalogue by errors.ts. */
export const wheelErrors = {
  WHEEL_CLOSED: { code: 8301, status: 200, message: 'กงล้อยังไม่เปิดให้หมุนในขณะนี้' },
  WHEEL_NOT_ENOUGH_POINTS: {
    code: 8302,
    status: 200,
    message: 'พอยท์ไม่พอสำหรับหมุนกงล้อ และไม่มีสิทธิ์หมุนฟรีเหลืออยู่',
  },
  WHEEL_SPIN_NOT_FOUND: { code: 8303, status: 200, message: 'ไม่พบรายการหมุนกงล้อนี้' },
  WHEEL_PRIZES_INVALID: {
    code: 8310,
    status: 200,
    message: 'รางวัลของกงล้อไม่ถูกต้อง: ต้องมี 2-16 ช่อง น้ำหนักเป็นจำนวนเต็มบวก และรางวัลเงินต้องเลือกกระเป๋า',
  },
} as const satisfies Record<string, Entry>;
