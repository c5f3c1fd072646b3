import type { AppLinks, ScreenName } from '@ui/app-links';
import { strings } from '../strings';
import type { IconName } from './icons';

/** The menu dialog's entries (SPEC §2), in the spec's order; logout follows them. */
const MENU_ENTRIES = [
  { screen: 'profile', label: strings.menu.profile, icon: 'user' },
  { screen: 'affiliate', label: strings.menu.affiliate, icon: 'users' },
  { screen: 'creditfree', label: strings.menu.quest, icon: 'target' },
  { screen: 'wheel', label: strings.menu.wheel, icon: 'wheel' },
  { screen: 'redeem', label: strings.menu.redeem, icon: 'gift' },
  { screen: 'cashback', label: strings.menu.cashback, icon: 'coins' },
  { screen: 'memberWinloss', label: strings.menu.winloss, icon: 'refund' },
  { screen: 'promotions', label: strings.menu.promotions, icon: 'fire' },
  { screen: 'coupon', label: strings.menu.coupon, icon: 'ticket' },
  { screen: 'statement', label: strings.menu.statement, icon: 'doc' },
  { screen: 'sooth', label: strings.menu.sooth, icon: 'cards' },
  // Player protection (issue 15): after the spec's entries, before logout.
  { screen: 'safety', label: strings.menu.safety, icon: 'shield' },
] as const satisfies readonly { screen: ScreenName; label: string; icon: IconName }[];

/** The entries whose screen is routed (the others appear when their feature is routed). */
export const menuEntries = (links: AppLinks) =>
  MENU_ENTRIES.flatMap((entry) => {
    const to = links.href[entry.screen];
    return to ? [{ to, label: entry.label, icon: entry.icon }] : [];
  });
