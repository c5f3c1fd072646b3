import type { RouteObject } from 'react-router-dom';
import {
  isOutsideLink,
  routedIn,
  screenNames,
  screenOfContentPath,
  type AppLinks,
  type ScreenName,
} from '@ui/app-links';
import { liffHref, liffPaths } from './paths';

/**
 * Where each named screen lives inside LIFF. Screens without a LIFF address here (login, register: LINE login
 * replaces them; promotions, wheel, ... until their feature lands) are not linked at all: LIFF never sends a
 * member to the web site.
 */
const liffAddresses: Partial<Record<ScreenName, string>> = {
  // The member home is LIFF's home: the web's home page (banners, lobby tiles) and /member are one screen here.
  home: liffPaths.home,
  member: liffPaths.home,
  profile: liffPaths.profile,
  deposit: liffPaths.deposit,
  withdraw: liffPaths.withdraw,
  statement: liffPaths.statement,
  inbox: liffPaths.inbox,
  wallets: liffPaths.wallets,
  slot: liffPaths.slot,
  casino: liffPaths.casino,
  fishing: liffPaths.fishing,
  freespin: liffPaths.freespin,
  sport: liffPaths.sport,
  lobbies: liffPaths.lobby,
  sooth: liffPaths.sooth,
  lotto: liffPaths.lotto,
  lottoBills: liffPaths.lottoBills,
  lottoRates: liffPaths.lottoRates,
  lottoResults: liffPaths.lottoResults,
  wheel: liffPaths.wheel,
  cashback: liffPaths.cashback,
  winloss: liffPaths.winloss,
  memberWinloss: liffPaths.winloss,
  creditfree: liffPaths.creditfree,
  promotions: liffPaths.promotions,
  memberPromotions: liffPaths.memberPromotions,
  coupon: liffPaths.coupon,
  affiliate: liffPaths.affiliate,
  // The poll screen's default: the event dialog's poll 1 (SPEC §2).
  poll: `${liffPaths.poll}/1`,
  redeem: liffPaths.redeem,
  safety: liffPaths.safety,
  safetyHelp: liffPaths.safetyHelp,
};

/**
 * The LIFF app's links, from its route table: a screen is linked iff a LIFF route serves it. Routing a new screen
 * (say `/liff/lotto`) in router.tsx is all it takes for its links to appear.
 */
export const liffAppLinks = (routes: RouteObject[]): AppLinks => {
  const shown = (link: string | undefined) => (link && routedIn(routes, link) ? link : null);
  const href = Object.fromEntries(screenNames.map((name) => [name, shown(liffAddresses[name])])) as Record<
    ScreenName,
    string | null
  >;
  const links: AppLinks = {
    href,
    payment: (orderId) => liffHref('payment', orderId),
    lobby: (key) => shown(liffHref('lobby', key)),
    pollItem: (id) => shown(liffHref('poll', String(id))),
    content: (link) => {
      if (isOutsideLink(link)) return link;
      const screen = screenOfContentPath(link);
      if (!screen) return null;
      if (screen.name === 'payment') return links.payment(screen.param);
      if (screen.name === 'lobbies' && screen.param) return links.lobby(screen.param);
      if (screen.name === 'play') return shown(liffHref('play', screen.providerId, screen.gameId));
      // A bare /poll is the current poll, as on the web.
      if (screen.name === 'poll')
        return screen.param ? links.pollItem(Number(screen.param)) : links.href.poll;
      return links.href[screen.name];
    },
  };
  return links;
};
