import type { AppLinks, ScreenName } from '@ui/app-links';
import { liffStrings } from '@liff-app/app/strings';

const text = liffStrings.menu;

type MenuScreen = ScreenName & keyof typeof text;
type MenuGroup = { title: string; screens: readonly MenuScreen[] };

/**
 * The LIFF menu (the bottom bar's last item): every member screen the bar and the home do not already carry,
 * grouped. The poll appears only while the agent runs events, as the web's event icon does.
 */
const GROUPS: readonly MenuGroup[] = [
  {
    title: text.groups.account,
    screens: ['profile', 'wallets', 'statement', 'inbox', 'safety', 'safetyHelp'],
  },
  {
    title: text.groups.rewards,
    screens: [
      'promotions',
      'memberPromotions',
      'coupon',
      'creditfree',
      'wheel',
      'redeem',
      'cashback',
      'winloss',
      'affiliate',
      'poll',
    ],
  },
  {
    title: text.groups.games,
    screens: ['lobbies', 'lotto', 'lottoBills', 'lottoResults', 'lottoRates', 'sooth'],
  },
];

type MenuEntry = { screen: MenuScreen; label: string; to: string };

/** The groups with their routed screens (a screen without a LIFF route has no entry), empty groups dropped. */
export const liffMenuGroups = (links: AppLinks, { withPoll }: { withPoll: boolean }) =>
  GROUPS.flatMap((group) => {
    const entries = group.screens.flatMap((screen): MenuEntry[] => {
      const to = links.href[screen];
      if (!to || (screen === 'poll' && !withPoll)) return [];
      return [{ screen, label: text[screen], to }];
    });
    return entries.length > 0 ? [{ title: group.title, entries }] : [];
  });

/** Every address the menu may open: the bar marks its menu item as the current one on these screens. */
export const liffMenuPaths = (links: AppLinks) =>
  liffMenuGroups(links, { withPoll: true }).flatMap((group) => group.entries.map((entry) => entry.to));
