/**
 * Every route of the console, declared once, relative to the router's basename `/admin` (see router.tsx).
 * `path` is the router pattern; `getHref` builds a link for `navigate` and `<Link>`.
 */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const BASENAME = '/admin';

export const paths = {
  home: fixed('/'),
  login: fixed('/login'),
  withdrawals: fixed('/withdrawals'),
  transfers: fixed('/transfers'),
  deposits: fixed('/deposits'),
  reports: fixed('/reports'),
  ledger: fixed('/ledger'),
  staff: fixed('/staff'),
  audit: fixed('/audit'),
  members: fixed('/members'),
  member: { path: '/members/:id', getHref: (id: number) => `/members/${id}` },
  content: fixed('/content'),
  games: fixed('/games'),
  deeplinks: fixed('/deeplinks'),
  lotto: fixed('/lotto'),
  cashback: fixed('/cashback'),
  quests: fixed('/quests'),
  rewards: fixed('/rewards'),
  wheel: fixed('/wheel'),
  promotions: fixed('/promotions'),
  affiliate: fixed('/affiliate'),
  polls: fixed('/polls'),
  points: fixed('/points'),
  protection: fixed('/protection'),
} as const;
