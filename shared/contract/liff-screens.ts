/**
 * The LIFF app's screens: `/liff/<name>`, and `/liff` alone for the member home. The one list the LIFF app
 * routes by (liff-app/src/app/paths.ts, router.tsx) and the back office's deep-link builder offers. A name in
 * liff.config.json may pick its own LIFF id; names without one use the default app's.
 */
export const liffScreenPaths = {
  home: '/liff',
  profile: '/liff/profile',
  deposit: '/liff/deposit',
  payment: '/liff/payment',
  withdraw: '/liff/withdraw',
  statement: '/liff/statement',
  inbox: '/liff/inbox',
  wallets: '/liff/wallets',
  slot: '/liff/slot',
  casino: '/liff/casino',
  fishing: '/liff/fishing',
  freespin: '/liff/freespin',
  sport: '/liff/sport',
  lobby: '/liff/lobby',
  play: '/liff/play',
  sooth: '/liff/sooth',
  wheel: '/liff/wheel',
  cashback: '/liff/cashback',
  winloss: '/liff/winloss',
  creditfree: '/liff/creditfree',
  affiliate: '/liff/affiliate',
  poll: '/liff/poll',
  redeem: '/liff/redeem',
  lotto: '/liff/lotto',
  lottoBills: '/liff/lotto/bills',
  lottoRates: '/liff/lotto/rates',
  lottoResults: '/liff/lotto/results',
  promotions: '/liff/promotions',
  memberPromotions: '/liff/member-promotions',
  coupon: '/liff/coupon',
  safety: '/liff/safety',
  safetyHelp: '/liff/safety-help',
} as const;
export type LiffPathName = keyof typeof liffScreenPaths;

type LiffScreenParam = {
  key: string;
  label: string;
  pattern: RegExp;
  example: string;
  /**
   * The route also answers without it, as the web does for the same path: /liff/payment goes to the deposit,
   * /liff/play shows how to pick a game, /liff/poll the current poll. A deep link still names it (the builder and
   * `liffLocalPath` ask for every parameter).
   */
  optional?: true;
};
export type LiffScreen = {
  /** The builder's choice; `app` picks the LIFF id (liff.config.json) and the path after `/liff/`. */
  id: string;
  app: LiffPathName;
  label: string;
  /** Path segments after the app's path, each a parameter (`deposit/:orderId`). */
  params: LiffScreenParam[];
};

const orderParam: LiffScreenParam = {
  key: 'orderId',
  label: 'เลขที่รายการฝาก',
  pattern: /^[A-Za-z0-9_-]{1,64}$/,
  example: 'DP25690001',
};
// One path segment each: no slash, query or fragment can ride along (the path is what survives LINE login).
const segment = /^[^/?#\s\\]{1,128}$/;

/**
 * The screens a deep link may open: every routed LIFF screen, with the parameters its route takes. A new member
 * screen gets its entry here in the same change as its LIFF route (a test checks both ways).
 */
export const liffScreens: LiffScreen[] = [
  { id: 'home', app: 'home', label: 'หน้าหลักสมาชิก', params: [] },
  { id: 'profile', app: 'profile', label: 'ข้อมูลส่วนตัว', params: [] },
  { id: 'deposit', app: 'deposit', label: 'ฝากเงิน', params: [] },
  { id: 'deposit-order', app: 'deposit', label: 'รายการฝากเงิน (ตามเลขที่รายการ)', params: [orderParam] },
  {
    id: 'payment',
    app: 'payment',
    label: 'ชำระเงิน (QR ตามเลขที่รายการ)',
    params: [{ ...orderParam, optional: true }],
  },
  { id: 'withdraw', app: 'withdraw', label: 'ถอนเงิน', params: [] },
  { id: 'statement', app: 'statement', label: 'ประวัติธุรกรรม', params: [] },
  { id: 'inbox', app: 'inbox', label: 'กล่องข้อความ', params: [] },
  { id: 'wallets', app: 'wallets', label: 'กระเป๋าเงิน', params: [] },
  { id: 'slot', app: 'slot', label: 'ล็อบบี้สล็อต', params: [] },
  { id: 'casino', app: 'casino', label: 'ล็อบบี้คาสิโน', params: [] },
  { id: 'fishing', app: 'fishing', label: 'ล็อบบี้ยิงปลา', params: [] },
  { id: 'freespin', app: 'freespin', label: 'ล็อบบี้ฟรีสปิน', params: [] },
  { id: 'sport', app: 'sport', label: 'ล็อบบี้กีฬา', params: [] },
  { id: 'lobby-all', app: 'lobby', label: 'เกมทั้งหมด', params: [] },
  {
    id: 'lobby',
    app: 'lobby',
    label: 'ล็อบบี้ (ตามชื่อ)',
    params: [{ key: 'name', label: 'ชื่อล็อบบี้', pattern: segment, example: 'slot' }],
  },
  {
    id: 'play',
    app: 'play',
    label: 'เปิดเกม (ตามค่ายและรหัสเกม)',
    params: [
      { key: 'providerId', label: 'รหัสค่ายเกม', pattern: segment, example: 'builtin', optional: true },
      { key: 'gameId', label: 'รหัสเกม', pattern: segment, example: 'builtin-slot-thai', optional: true },
    ],
  },
  { id: 'sooth', app: 'sooth', label: 'สูตรบาคาร่า', params: [] },
  { id: 'cashback', app: 'cashback', label: 'คืนยอดเทิร์นรายวัน', params: [] },
  { id: 'winloss', app: 'winloss', label: 'คืนยอดเสีย', params: [] },
  { id: 'creditfree', app: 'creditfree', label: 'ภารกิจ', params: [] },
  { id: 'affiliate', app: 'affiliate', label: 'แนะนำเพื่อน', params: [] },
  {
    id: 'poll',
    app: 'poll',
    label: 'โหวตและทายผล (ตามเลขกิจกรรม)',
    params: [{ key: 'pollId', label: 'เลขกิจกรรม', pattern: /^[1-9]\d{0,9}$/, example: '1', optional: true }],
  },
  { id: 'redeem', app: 'redeem', label: 'แลกของรางวัล', params: [] },
  { id: 'lotto', app: 'lotto', label: 'แทงหวย', params: [] },
  {
    id: 'lotto-round',
    app: 'lotto',
    label: 'แทงหวย (ตามงวด)',
    params: [{ key: 'roundId', label: 'เลขงวด', pattern: /^[1-9]\d{0,15}$/, example: '1024' }],
  },
  { id: 'lotto-bills', app: 'lottoBills', label: 'โพยหวยของฉัน', params: [] },
  {
    id: 'lotto-bill',
    app: 'lottoBills',
    label: 'โพยหวย (ตามเลขที่โพย)',
    params: [{ key: 'billId', label: 'เลขที่โพย', pattern: /^[1-9]\d{0,15}$/, example: '512' }],
  },
  { id: 'lotto-rates', app: 'lottoRates', label: 'อัตราจ่ายหวย', params: [] },
  { id: 'lotto-results', app: 'lottoResults', label: 'ผลหวย', params: [] },
  { id: 'wheel', app: 'wheel', label: 'กงล้อนำโชค', params: [] },
  { id: 'promotions', app: 'promotions', label: 'โปรโมชั่น', params: [] },
  { id: 'member-promotions', app: 'memberPromotions', label: 'โปรโมชั่นของฉัน', params: [] },
  { id: 'coupon', app: 'coupon', label: 'คูปอง', params: [] },
  { id: 'safety', app: 'safety', label: 'ควบคุมการเล่น (วงเงิน เตือนเวลา พักการเล่น)', params: [] },
  { id: 'safety-help', app: 'safetyHelp', label: 'เล่นอย่างปลอดภัย', params: [] },
];

/** The local path of a screen with its parameters, or null when a parameter is missing or malformed. */
export const liffLocalPath = (screen: LiffScreen, params: Record<string, string>): string | null => {
  const parts: string[] = [liffScreenPaths[screen.app]];
  for (const param of screen.params) {
    const value = params[param.key]?.trim() ?? '';
    if (!param.pattern.test(value)) return null;
    parts.push(encodeURIComponent(value));
  }
  return parts.join('/');
};
