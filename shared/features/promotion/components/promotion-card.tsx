import { Button } from 'antd-mobile';
import type { PromotionItem } from '@contract/rewards/promotion';
import { formatBaht, formatThaiDate } from '@lib/format';
import { promotionStrings as s } from '../strings';
import './promotion.css';

/** What a promotion gives and asks, in one line each. */
export const promotionFacts = (item: PromotionItem): string[] => {
  const facts: string[] = [];
  if (item.reward?.percent) facts.push(s.percent(item.reward.percent));
  if (item.reward?.amount) facts.push(s.fixed(formatBaht(item.reward.amount)));
  if (item.reward?.max_amount) facts.push(s.cap(formatBaht(item.reward.max_amount)));
  if (item.min_deposit > 0) facts.push(s.minDeposit(formatBaht(item.min_deposit)));
  facts.push(
    item.turnover_multiplier > 0
      ? s.turnover(item.turnover_multiplier, item.turnover_includes_deposit)
      : s.noTurnover,
  );
  if (item.ends_at) facts.push(s.until(formatThaiDate(item.ends_at)));
  return facts;
};

type Props = {
  item: PromotionItem;
  loggedIn: boolean;
  onTerms: () => void;
  onClaim: () => void;
  onLogin: () => void;
};

/** One promotion: image, name, facts, its terms and the claim (or login for guests, or why not). */
export const PromotionCard = ({ item, loggedIn, onTerms, onClaim, onLogin }: Props) => (
  <article className="promo-card" aria-label={item.name}>
    {item.image && <img className="promo-card__image" src={item.image} alt="" loading="lazy" />}
    <div className="promo-card__body">
      <h2 className="promo-card__name">{item.name}</h2>
      {item.description && <p className="promo-card__text">{item.description}</p>}
      <ul className="promo-card__facts">
        {promotionFacts(item).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {item.claimable === false && item.refusal && <p className="promo-card__refusal">{item.refusal}</p>}
      <div className="promo-card__actions">
        <Button size="small" onClick={onTerms}>
          {s.terms}
        </Button>
        {item.state === 'scheduled' ? (
          <span className="promo-card__soon">{s.scheduled}</span>
        ) : loggedIn ? (
          <Button size="small" color="primary" disabled={item.claimable === false} onClick={onClaim}>
            {s.claim}
          </Button>
        ) : (
          <Button size="small" color="primary" onClick={onLogin}>
            {s.login}
          </Button>
        )}
      </div>
    </div>
  </article>
);
