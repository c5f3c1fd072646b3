import type { RouteObject } from 'react-router-dom';
import { isOutsideLink, routedIn, type AppLinks, type ScreenName } from '@ui/app-links';
import { paths } from './paths';

/** The web address of every named screen (SPEC §2); whether it is shown depends on the route table. */
const webHrefs: Record<ScreenName, string> = {
  home: paths.home.getHref(),
  member: paths.member.getHref(),
  login: paths.login.getHref(),
  register: paths.register.getHref(),
  forgot: paths.forgot.getHref(),
  profile: paths.memberProfile.getHref(),
  deposit: paths.memberDeposit.getHref(),
  withdraw: paths.memberWithdraw.getHref(),
  statement: paths.memberStatement.getHref(),
  inbox: paths.memberInbox.getHref(),
  // The web site shows the wallets on the member home.
  wallets: paths.member.getHref(),
  slot: paths.slot.getHref(),
  slotCopy: paths.slotCopy.getHref(),
  casino: paths.casino.getHref(),
  fishing: paths.fishing.getHref(),
  freespin: paths.freespin.getHref(),
  sport: paths.sport.getHref(),
  lobbies: paths.lobby.getHref(),
  sooth: paths.sooth.getHref(),
  lotto: paths.lottoLobby.getHref(),
  lottoResults: paths.lottoResults.getHref(),
  lottoRates: paths.lottoRates.getHref(),
  lottoBills: paths.lottoBills.getHref(),
  affiliate: paths.affiliate.getHref(),
  promotions: paths.promotions.getHref(),
  memberPromotions: paths.memberPromotions.getHref(),
  winloss: paths.winloss.getHref(),
  memberWinloss: paths.memberWinloss.getHref(),
  redeem: paths.redeem.getHref(),
  cashback: paths.cashback.getHref(),
  wheel: paths.memberWheel.getHref(),
  coupon: paths.memberCoupon.getHref(),
  creditfree: paths.memberCreditfree.getHref(),
  poll: paths.poll.getHref(),
  safety: paths.memberSafety.getHref(),
  safetyHelp: paths.safety.getHref(),
};

/**
 * The web app's links, from its route table: a screen is linked iff a route serves it. Routing a new page
 * (lotto, promotions, ...) in router.tsx is all it takes for its menu entry, tile, footer slot and banners to show.
 */
export const webAppLinks = (routes: RouteObject[]): AppLinks => {
  const shown = (link: string) => (routedIn(routes, link) ? link : null);
  const href = Object.fromEntries(
    Object.entries(webHrefs).map(([name, link]) => [name, shown(link)]),
  ) as Record<ScreenName, string | null>;
  return {
    href,
    payment: (orderId) => `${paths.memberPayment.getHref()}?order=${encodeURIComponent(orderId)}`,
    lobby: (key) => shown(paths.lobby.getHref(key)),
    pollItem: (id) => shown(paths.poll.getHref(id)),
    content: (link) => {
      if (isOutsideLink(link)) return link;
      // Only same-site paths: `//host` would leave the site.
      return link.startsWith('/') && !link.startsWith('//') ? shown(link) : null;
    },
  };
};
