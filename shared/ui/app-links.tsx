import { createContext, useContext, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * The screens a link may point at, by name. Shared screens never write a URL: they ask the app they run in
 * (`useAppLinks()`), and each app answers from its own route table (web-app/src/app/app-links.ts,
 * liff-app/src/app/app-links.ts). A name the app does not route answers null, and every link to it is hidden:
 * a feature's menu entry, footer slot, tile and banner appear by routing the feature, never before.
 */
export const screenNames = [
  'home',
  'member',
  'login',
  'register',
  'forgot',
  'profile',
  'deposit',
  'withdraw',
  'statement',
  'inbox',
  'wallets',
  'slot',
  'slotCopy',
  'casino',
  'fishing',
  'freespin',
  'sport',
  'lobbies',
  'sooth',
  'lotto',
  'lottoResults',
  'lottoRates',
  'lottoBills',
  'affiliate',
  'promotions',
  'memberPromotions',
  'winloss',
  'memberWinloss',
  'redeem',
  'cashback',
  'wheel',
  'coupon',
  'creditfree',
  'poll',
  'safety',
  'safetyHelp',
] as const;
export type ScreenName = (typeof screenNames)[number];

export type AppLinks = {
  /** Where each named screen is in this app, or null when the app has no route for it (its links are hidden). */
  href: Readonly<Record<ScreenName, string | null>>;
  /** A deposit order's QR and status page. */
  payment: (orderId: string) => string;
  /** One lobby by its key, or null when lobbies are not routed. */
  lobby: (key: string) => string | null;
  /** A poll by id (the event dialog's image), or null while polls are not routed. */
  pollItem: (id: number) => string | null;
  /**
   * A link from the agent's content (banners, notifications: site paths of SPEC §2 such as `/slot` or
   * `/member/deposit`, or an outside `https://` address) as this app opens it; null when the app has no such
   * screen, and the banner or link is hidden.
   */
  content: (link: string) => string | null;
};

const AppLinksContext = createContext<AppLinks | null>(null);

export const AppLinksProvider = ({ links, children }: { links: AppLinks; children: ReactNode }) => (
  <AppLinksContext.Provider value={links}>{children}</AppLinksContext.Provider>
);

/**
 * Without a provider (a screen rendered on its own, as in a unit test) every link is the site path of SPEC §2,
 * shown. Both apps provide their own above the router (their browser tests check the links they get).
 */
let siteLinks: AppLinks | null = null;
const siteDefaults = (): AppLinks => {
  siteLinks ??= {
    href: contentPaths,
    payment: (orderId) => `/member/payment?order=${encodeURIComponent(orderId)}`,
    lobby: (key) => `/lobby/${encodeURIComponent(key)}`,
    pollItem: (id) => `/poll/${id}`,
    content: (link) =>
      isOutsideLink(link) || (link.startsWith('/') && !link.startsWith('//')) ? link : null,
  };
  return siteLinks;
};

/** The running app's links (each app provides them above its router). */
export const useAppLinks = (): AppLinks => useContext(AppLinksContext) ?? siteDefaults();

export const isOutsideLink = (link: string) => /^https?:\/\//i.test(link);

/**
 * The site paths of SPEC §2 that agent content uses, by screen. Content is written once for both apps (a banner
 * links to `/slot`); each app opens the named screen at its own address, or hides the link.
 */
const contentPaths: Readonly<Record<ScreenName, string>> = {
  home: '/',
  member: '/member',
  login: '/login',
  register: '/register',
  forgot: '/forgot',
  profile: '/member/profile',
  deposit: '/member/deposit',
  withdraw: '/member/withdraw',
  statement: '/member/statement',
  inbox: '/member/inbox',
  wallets: '/member/wallets',
  slot: '/slot',
  slotCopy: '/slot copy',
  casino: '/casino',
  fishing: '/fishing',
  freespin: '/freespin',
  sport: '/sport',
  lobbies: '/lobby',
  sooth: '/sooth',
  lotto: '/lotto/lobby',
  lottoResults: '/lotto/results',
  lottoRates: '/lotto/rates',
  lottoBills: '/lotto/bills',
  affiliate: '/affiliate',
  promotions: '/promotions',
  memberPromotions: '/member/promotions',
  winloss: '/winloss',
  memberWinloss: '/member/winloss',
  redeem: '/redeem',
  cashback: '/cashback',
  wheel: '/member/wheel',
  coupon: '/member/coupon',
  creditfree: '/member/creditfree',
  poll: '/poll',
  safety: '/member/safety',
  safetyHelp: '/safety',
};

/**
 * The screen a content path names (`/slot`, `/lobby/<key>`, `/member/payment?order=`, a game's
 * `/play?game_id=&provider_id=`), if any. A demo (`&demo=1`) names none: an app without demo play hides it.
 */
export const screenOfContentPath = (
  link: string,
):
  | { name: ScreenName; param?: string }
  | { name: 'payment'; param: string }
  | { name: 'play'; providerId: string; gameId: string }
  | null => {
  // Only same-site paths name a screen (`//host` is another site).
  if (!link.startsWith('/') || link.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(link, 'http://site.invalid');
  } catch {
    return null;
  }
  const pathname = decodeURIComponent(url.pathname).replace(/\/+$/, '') || '/';
  if (pathname === '/member/payment') {
    const order = url.searchParams.get('order');
    return order ? { name: 'payment', param: order } : { name: 'deposit' };
  }
  if (pathname === '/play') {
    const gameId = url.searchParams.get('game_id');
    const providerId = url.searchParams.get('provider_id');
    const demo = url.searchParams.get('demo') === '1';
    return gameId && providerId && !demo ? { name: 'play', providerId, gameId } : null;
  }
  const lobby = /^\/lobby\/([^/]+)$/.exec(pathname);
  if (lobby?.[1]) return { name: 'lobbies', param: lobby[1] };
  const poll = /^\/poll\/(\d+)$/.exec(pathname);
  if (poll?.[1]) return { name: 'poll', param: poll[1] };
  for (const name of screenNames) if (contentPaths[name] === pathname) return { name };
  return null;
};

/**
 * True when a same-site link reaches a page of the app's route table, not its catch-all 404 (`path: '*'`): the
 * one test of "is this screen routed" behind every shown or hidden link.
 */
export const routedIn = (routes: RouteObject[], link: string): boolean => {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(link, 'http://site.invalid').pathname);
  } catch {
    return false;
  }
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return leaf !== undefined && leaf.path !== '*';
};
