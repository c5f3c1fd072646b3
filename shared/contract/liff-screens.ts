/**
 * The LIFF app's screens: `/liff/<name>`, one per LIFF app in liff.config.json, and `/liff` alone for the member
 * home. The one list the LIFF app routes by (liff-app/src/app/paths.ts) and the back office's deep-link
 * builder offers; wheel has no screen yet (its path shows the 404 page).
 */
export const liffScreenPaths = {
  home: '/liff',
  profile: '/liff/profile',
  deposit: '/liff/deposit',
  wheel: '/liff/wheel',
  lotto: '/liff/lotto',
} as const;
export type LiffPathName = keyof typeof liffScreenPaths;

export type LiffScreenParam = { key: string; label: string; pattern: RegExp; example: string };
export type LiffScreen = {
  /** The builder's choice; `app` picks the LIFF id (liff.config.json) and the path after `/liff/`. */
  id: string;
  app: LiffPathName;
  label: string;
  /** Path segments after the app's path, each a parameter (`deposit/:orderId`). */
  params: LiffScreenParam[];
};

/** The screens a deep link may open (the routed ones, with the parameters their route takes). */
export const liffScreens: LiffScreen[] = [
  { id: 'home', app: 'home', label: 'หน้าหลักสมาชิก', params: [] },
  { id: 'profile', app: 'profile', label: 'ข้อมูลส่วนตัว', params: [] },
  { id: 'deposit', app: 'deposit', label: 'ฝากเงิน', params: [] },
  {
    id: 'deposit-order',
    app: 'deposit',
    label: 'รายการฝากเงิน (ตามเลขที่รายการ)',
    params: [
      { key: 'orderId', label: 'เลขที่รายการฝาก', pattern: /^[A-Za-z0-9_-]{1,64}$/, example: 'DP2569...' },
    ],
  },
  { id: 'lotto', app: 'lotto', label: 'แทงหวย', params: [] },
  {
    id: 'lotto-round',
    app: 'lotto',
    label: 'แทงหวย (ตามงวด)',
    params: [{ key: 'roundId', label: 'เลขงวด', pattern: /^[1-9]\d{0,15}$/, example: '1024' }],
  },
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
