type Entry = { code: number; status: number; message: string };

/** Refusals of promotions and coupons (8100-8199), spread into the one catalogue by errors.ts. */
export const promotionErrors = {
  PROMO_TERMS_REQUIRED: { code: 8101, status: 200, message: 'กรุณาอ่านและยอมรับเงื่อนไขก่อนรับโปรโมชั่น' },
  PROMO_DEPOSIT_REQUIRED: { code: 8102, status: 200, message: 'โปรโมชั่นนี้ต้องเลือกรายการฝากเงินที่ใช้รับโบนัส' },
  PROMO_DEPOSIT_INVALID: {
    code: 8103,
    status: 200,
    message: 'ไม่พบรายการฝากเงินนี้ หรือรายการฝากเงินเกินเวลาที่ใช้รับโปรโมชั่นได้แล้ว',
  },
  PROMO_DEPOSIT_USED: { code: 8104, status: 200, message: 'รายการฝากเงินนี้ใช้รับโปรโมชั่นไปแล้ว' },
  PROMO_TURNOVER_OPEN: {
    code: 8105,
    status: 200,
    message:
      'คุณมีโปรโมชั่นหรือโบนัสที่ยังทำเทิร์นโอเวอร์ไม่ครบ กรุณาทำยอดให้ครบก่อนรับโปรโมชั่น คูปอง หรือโบนัสที่มีเทิร์นโอเวอร์รายการใหม่',
  },
  PROMO_DEPOSIT_TOO_SMALL: { code: 8106, status: 200, message: 'ยอดฝากไม่ถึงขั้นต่ำของโปรโมชั่นนี้' },
  PROMO_NOT_CLAIMABLE: { code: 8107, status: 200, message: 'โปรโมชั่นนี้ไม่สามารถกดรับเองได้' },
  COUPON_INVALID: { code: 8120, status: 200, message: 'รหัสคูปองไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง' },
  COUPON_EXPIRED: { code: 8121, status: 200, message: 'คูปองนี้หมดอายุแล้ว' },
  COUPON_USED_UP: { code: 8122, status: 200, message: 'คูปองนี้ถูกใช้ครบจำนวนแล้ว' },
  COUPON_LOCKED: {
    code: 8123,
    status: 200,
    message: 'กรอกรหัสคูปองผิดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่',
  },
  COUPON_CODE_EXISTS: { code: 8124, status: 200, message: 'มีรหัสคูปองนี้อยู่แล้ว' },
  PROMO_KIND_MISMATCH: { code: 8130, status: 200, message: 'รายการนี้ไม่ใช่โปรโมชั่นหรือคูปอง' },
} as const satisfies Record<string, Entry>;
