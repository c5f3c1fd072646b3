import type { AppLinks, ScreenName } from '@ui/app-links';
import { strings } from '../strings';
import type { IconName } from './icons';

/** `position` is the slot's place in SPEC §2 (1-5), kept when a slot before it is hidden. */
export type FooterSlot = { position: number } & (
  | { kind: 'link'; to: string; label: string; icon: IconName; main?: boolean }
  | { kind: 'contact'; label: string; icon: IconName }
);

type SlotSpec =
  | { kind: 'link'; screen: ScreenName; label: string; icon: IconName; main?: boolean }
  | { kind: 'contact'; label: string; icon: IconName };

/** The five slots of SPEC §2, for a member or a guest. Slot 3 is the raised main action. */
const slotSpecs = (isLoggedIn: boolean): SlotSpec[] => [
  { kind: 'link', screen: 'home', label: strings.footer.home, icon: 'home' },
  isLoggedIn
    ? { kind: 'link', screen: 'profile', label: strings.footer.profile, icon: 'user' }
    : { kind: 'link', screen: 'affiliate', label: strings.footer.earn, icon: 'coins' },
  isLoggedIn
    ? { kind: 'link', screen: 'deposit', label: strings.footer.deposit, icon: 'deposit', main: true }
    : { kind: 'link', screen: 'login', label: strings.footer.login, icon: 'login', main: true },
  isLoggedIn
    ? { kind: 'link', screen: 'withdraw', label: strings.footer.withdraw, icon: 'withdraw' }
    : { kind: 'link', screen: 'promotions', label: strings.footer.promotions, icon: 'gift' },
  { kind: 'contact', label: strings.footer.contact, icon: 'chat' },
];

/** The slots whose screen is routed (a guest sees no "earn" or promotions slot until those features land). */
export const footerSlots = (isLoggedIn: boolean, links: AppLinks): FooterSlot[] =>
  slotSpecs(isLoggedIn).flatMap((slot, index): FooterSlot[] => {
    const position = index + 1;
    if (slot.kind === 'contact') return [{ ...slot, position }];
    const to = links.href[slot.screen];
    if (!to) return [];
    return [{ position, kind: 'link', to, label: slot.label, icon: slot.icon, main: slot.main }];
  });
