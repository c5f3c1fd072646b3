type Entry = { code: number; status: number; message: string };

/**
 * The rewards engine's refusals (8000-8049). Each feature on the engine keeps its own range in a file of its
 * own beside this one (promotions and coupons 8100, quests 8200, wheel 8300, cashback and win/loss 8400, points
 * and the shop 8500, marketing back office 8600); errors.ts spreads them all into the one catalogue.
 */
export const rewardErrors = {
  REWARD_NOT_FOUND: { code: 8001, status: 200, message: 'ไม่พบรายการนี้ หรือรายการนี้สิ้นสุดแล้ว' },
  REWARD_NOT_ACTIVE: { code: 8002, status: 200, message: 'รายการนี้ยังไม่เปิดหรือหมดเวลาแล้ว' },
  REWARD_NOT_ELIGIBLE: { code: 8003, status: 200, message: 'คุณยังไม่มีสิทธิ์รับรายการนี้ กรุณาอ่านเงื่อนไขอีกครั้ง' },
  REWARD_MEMBER_LIMIT: { code: 8004, status: 200, message: 'คุณรับรายการนี้ครบจำนวนสิทธิ์แล้ว' },
  REWARD_DAY_LIMIT: { code: 8005, status: 200, message: 'วันนี้คุณรับรายการนี้ครบแล้ว กรุณากลับมาใหม่พรุ่งนี้' },
  REWARD_SOLD_OUT: { code: 8006, status: 200, message: 'สิทธิ์ของรายการนี้เต็มแล้ว' },
  REWARD_BUDGET_SPENT: { code: 8007, status: 200, message: 'งบของรายการนี้หมดแล้ว' },
  REWARD_MEMBER_EXCLUDED: {
    code: 8008,
    status: 200,
    message: 'ระหว่างที่คุณพักการเล่นหรือขอระงับการเล่นด้วยตนเอง จะไม่ได้รับโบนัส โปรโมชั่น หรือรางวัลใด ๆ',
  },
  TURNOVER_UNMET: {
    code: 8010,
    status: 200,
    message: 'ยังทำยอดเทิร์นโอเวอร์ไม่ครบ กรุณาเล่นให้ครบก่อนถอนหรือโยกเงิน',
  },
  CONVERT_NOTHING: { code: 8011, status: 200, message: 'ไม่มียอดเงินในกระเป๋านี้ให้โยก' },
  CONVERT_WALLET_INVALID: { code: 8012, status: 200, message: 'โยกเงินได้เฉพาะจากกระเป๋าโปรโมชั่นหรือเครดิตฟรี' },
} as const satisfies Record<string, Entry>;
