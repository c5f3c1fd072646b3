import type { MemberPromotionItem } from '@contract/rewards/promotion';
import { formatBaht } from '@lib/format';
import { promotionStrings as s } from '../strings';

/** An award's turnover: a bar with the baht staked of the baht required, and what is still owed. */
export const TurnoverBar = ({ turnover }: { turnover: MemberPromotionItem['turnover'] }) => {
  if (turnover.status === 'none') return <p>{s.noTurnover}</p>;
  if (turnover.status === 'void') return <p>{s.voided}</p>;
  const percent = turnover.required > 0 ? Math.min(100, (turnover.progress / turnover.required) * 100) : 100;
  return (
    <div>
      <div
        className="promo-mine__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(percent)}
      >
        <div className="promo-mine__fill" style={{ width: `${percent}%` }} />
      </div>
      <p>{s.turnoverProgress(formatBaht(turnover.progress), formatBaht(turnover.required))}</p>
      <p>{turnover.status === 'met' ? s.met : s.owed(formatBaht(turnover.owed))}</p>
    </div>
  );
};
