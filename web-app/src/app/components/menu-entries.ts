import { paths } from '../paths';
import { strings } from '../strings';
import type { IconName } from './icons';

/** The menu dialog's entries (SPEC §2), in the spec's order; logout follows them. */
export const MENU_ENTRIES = [
  { to: paths.memberProfile.getHref(), label: strings.menu.profile, icon: 'user' },
  { to: paths.affiliate.getHref(), label: strings.menu.affiliate, icon: 'users' },
  { to: paths.memberCreditfree.getHref(), label: strings.menu.quest, icon: 'target' },
  { to: paths.memberWheel.getHref(), label: strings.menu.wheel, icon: 'wheel' },
  { to: paths.redeem.getHref(), label: strings.menu.redeem, icon: 'gift' },
  { to: paths.cashback.getHref(), label: strings.menu.cashback, icon: 'coins' },
  { to: paths.memberWinloss.getHref(), label: strings.menu.winloss, icon: 'refund' },
  { to: paths.promotions.getHref(), label: strings.menu.promotions, icon: 'fire' },
  { to: paths.memberCoupon.getHref(), label: strings.menu.coupon, icon: 'ticket' },
  { to: paths.memberStatement.getHref(), label: strings.menu.statement, icon: 'doc' },
  { to: paths.sooth.getHref(), label: strings.menu.sooth, icon: 'cards' },
] as const satisfies readonly { to: string; label: string; icon: IconName }[];
