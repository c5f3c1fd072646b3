import { paths } from '../paths';
import { strings } from '../strings';

/** The header's menu links (SPEC §2), in the spec's order. */
export const NAV_ITEMS = [
  { to: paths.slot.getHref(), label: strings.nav.slot },
  { to: paths.lottoLobby.getHref(), label: strings.nav.lottoLobby },
  { to: paths.casino.getHref(), label: strings.nav.casino },
  { to: paths.sport.getHref(), label: strings.nav.sport },
  { to: paths.affiliate.getHref(), label: strings.nav.affiliate },
  { to: paths.promotions.getHref(), label: strings.nav.promotions },
  { to: paths.winloss.getHref(), label: strings.nav.winloss },
  { to: paths.redeem.getHref(), label: strings.nav.redeem },
  { to: paths.sooth.getHref(), label: strings.nav.sooth },
] as const;

/** The active item follows the route: the page itself or anything under it. */
export const isActivePath = (pathname: string, to: string) =>
  pathname === to || pathname.startsWith(`${to}/`);
