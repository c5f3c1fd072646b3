import { strings } from '../strings';
import { Icon } from './icons';
import './member-panel.css';

/** VIP levels 0 (member), 1 (gold), 2 (hero) change only this icon (SPEC §6). */
export const VipBadge = ({ level }: { level: number }) => {
  const safe = level === 1 || level === 2 ? level : 0;
  return (
    <span className={`vip-badge vip-badge--${safe}`} title={strings.panel.vip[safe]} data-testid="vip-badge">
      <Icon name={safe === 0 ? 'star' : 'crown'} size={16} />
    </span>
  );
};
