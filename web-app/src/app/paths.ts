/**
 * Every route of SPEC §2, declared once. `path` is the router pattern; `getHref` builds a link.
 * Optional parameters (`/lotto/:round_id?`) make the bare path match too.
 */
const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: fixed('/'),
  affiliate: fixed('/affiliate'),
  cashback: fixed('/cashback'),
  casino: fixed('/casino'),
  fishing: fixed('/fishing'),
  forgot: fixed('/forgot'),
  freespin: fixed('/freespin'),
  login: fixed('/login'),
  loginBox: fixed('/login_box'),
  play: fixed('/play'),
  promotions: fixed('/promotions'),
  redeem: fixed('/redeem'),
  safety: fixed('/safety'),
  register: fixed('/register'),
  registerBox: fixed('/register_box'),
  slot: fixed('/slot'),
  // The spec's "slot copy" page lives at the encoded path /slot%20copy; the router matches decoded paths.
  slotCopy: { path: '/slot copy', getHref: () => '/slot%20copy' },
  sooth: fixed('/sooth'),
  sport: fixed('/sport'),
  winloss: fixed('/winloss'),
  lottoBills: fixed('/lotto/bills'),
  lottoLobby: fixed('/lotto/lobby'),
  lottoRates: fixed('/lotto/rates'),
  lottoResults: fixed('/lotto/results'),
  member: fixed('/member'),
  memberCoupon: fixed('/member/coupon'),
  memberCreditfree: fixed('/member/creditfree'),
  memberDeposit: fixed('/member/deposit'),
  memberPayment: fixed('/member/payment'),
  memberProfile: fixed('/member/profile'),
  memberSafety: fixed('/member/safety'),
  memberPromotions: fixed('/member/promotions'),
  memberStatement: fixed('/member/statement'),
  memberInbox: fixed('/member/inbox'),
  memberWheel: fixed('/member/wheel'),
  memberWinloss: fixed('/member/winloss'),
  memberWithdraw: fixed('/member/withdraw'),
  liff: {
    path: '/liff/:name?',
    getHref: (name?: string) => (name ? `/liff/${encodeURIComponent(name)}` : '/liff'),
  },
  lobby: {
    path: '/lobby/:name?',
    getHref: (name?: string) => (name ? `/lobby/${encodeURIComponent(name)}` : '/lobby'),
  },
  // A bill's detail: its id in the path, so a link (notification, LINE message) opens that bill.
  lottoBill: {
    path: '/lotto/bills/:bill_id',
    getHref: (billId: string | number) => `/lotto/bills/${billId}`,
  },
  lottoRound: {
    path: '/lotto/:round_id?',
    getHref: (roundId?: string | number) => (roundId !== undefined ? `/lotto/${roundId}` : '/lotto'),
  },
  poll: {
    path: '/poll/:id?',
    getHref: (id?: string | number) => (id !== undefined ? `/poll/${id}` : '/poll'),
  },
} as const;

/** A link with the agent code query of the home route (`/?ag=code`). */
export const homeWithAgent = (agentCode?: string) =>
  agentCode ? `/?ag=${encodeURIComponent(agentCode)}` : paths.home.getHref();
