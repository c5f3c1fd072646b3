import { paths } from '../paths';
import { strings } from '../strings';
import type { IconName } from './icons';

export type FooterSlot =
  | { kind: 'link'; to: string; label: string; icon: IconName; main?: boolean }
  | { kind: 'contact'; label: string; icon: IconName };

/** The five slots of SPEC §2, for a member or a guest. Slot 3 is the raised main action. */
export const footerSlots = (isLoggedIn: boolean): FooterSlot[] => [
  { kind: 'link', to: paths.home.getHref(), label: strings.footer.home, icon: 'home' },
  isLoggedIn
    ? { kind: 'link', to: paths.memberProfile.getHref(), label: strings.footer.profile, icon: 'user' }
    : { kind: 'link', to: paths.affiliate.getHref(), label: strings.footer.earn, icon: 'coins' },
  isLoggedIn
    ? {
        kind: 'link',
        to: paths.memberDeposit.getHref(),
        label: strings.footer.deposit,
        icon: 'deposit',
        main: true,
      }
    : { kind: 'link', to: paths.login.getHref(), label: strings.footer.login, icon: 'login', main: true },
  isLoggedIn
    ? { kind: 'link', to: paths.memberWithdraw.getHref(), label: strings.footer.withdraw, icon: 'withdraw' }
    : { kind: 'link', to: paths.promotions.getHref(), label: strings.footer.promotions, icon: 'gift' },
  { kind: 'contact', label: strings.footer.contact, icon: 'chat' },
];
