import { accountText } from '@features/account/strings';
import { AccountIcon } from './account-icons';
import './account.css';
import './member.css';

const icons = ['medal', 'star', 'crown'] as const;

/** SPEC §6: VIP levels 0 (member), 1 (gold), 2 (hero) change only this icon. */
export const VipBadge = ({ level }: { level: number }) => {
  const index = Math.min(2, Math.max(0, Math.trunc(level))) as 0 | 1 | 2;
  return (
    <span className={`account-vip account-vip--${index}`} data-testid="vip-badge">
      <AccountIcon name={icons[index]} size={14} /> {accountText.vip[index]}
    </span>
  );
};
