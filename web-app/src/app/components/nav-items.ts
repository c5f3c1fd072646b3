import type { AppLinks, ScreenName } from '@ui/app-links';
import { strings } from '../strings';

/** The header's menu links (SPEC §2), in the spec's order, by screen. */
const NAV_ITEMS = [
  { screen: 'slot', label: strings.nav.slot },
  { screen: 'lotto', label: strings.nav.lottoLobby },
  { screen: 'casino', label: strings.nav.casino },
  { screen: 'sport', label: strings.nav.sport },
  { screen: 'affiliate', label: strings.nav.affiliate },
  { screen: 'promotions', label: strings.nav.promotions },
  { screen: 'winloss', label: strings.nav.winloss },
  { screen: 'redeem', label: strings.nav.redeem },
  { screen: 'sooth', label: strings.nav.sooth },
] as const satisfies readonly { screen: ScreenName; label: string }[];

/** Only the items whose screen is routed: a feature that has not landed has no menu link yet. */
export const navItems = (links: AppLinks) =>
  NAV_ITEMS.flatMap((item) => {
    const to = links.href[item.screen];
    return to ? [{ to, label: item.label }] : [];
  });

/** The active item follows the route: the page itself or anything under it. */
export const isActivePath = (pathname: string, to: string) =>
  pathname === to || pathname.startsWith(`${to}/`);
