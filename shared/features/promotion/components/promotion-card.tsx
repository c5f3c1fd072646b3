import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { errorCatalogue } from '@contract/errors';
import type { PromotionItem } from '@contract/rewards/promotion';
import { formatBaht, formatThaiDate } from '@lib/format';
import { useGuestEntry } from '@ui/guest-entry';
import { promotionStrings as s } from '../strings';
import './promotion.css';

/** What a promotion gives and asks, in one line each. */
export const promotionFacts = (item: PromotionItem): string[] => {
  const facts: string[] = [];
  if (item.reward?.percent) facts.push(s.percent(item.reward.percent));
  if (item.reward?.amount) facts.push(s.fixed(formatBaht(item.reward.amount)));
  if (item.reward?.max_amount) facts.push(s.cap(formatBaht(item.reward.max_amount)));
  if (item.freebets)
    facts.push(
      s.freebets(item.freebets.bet_count, formatBaht(item.freebets.bet_value), item.freebets.valid_days),
    );
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
  /** The app's deposit page, or null where it has none. */
  depositHref: string | null;
};

/** Refused only for want of a deposit that backs it: the member deposits first, then claims. */
const wantsDeposit = (item: PromotionItem) =>
  item.claimable === false &&
  (item.refusal_code === errorCatalogue.PROMO_DEPOSIT_REQUIRED.code ||
    item.refusal_code === errorCatalogue.PROMO_DEPOSIT_TOO_SMALL.code);

/** One promotion: image, name, facts, its terms and the claim (or login for guests, or why not). */
export const PromotionCard = ({ item, loggedIn, onTerms, onClaim, onLogin, depositHref }: Props) => {
  const navigate = useNavigate();
  const guestEntry = useGuestEntry();
  const depositFirst = loggedIn && wantsDeposit(item);
  return (
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
        {depositFirst ? (
          <p className="promo-card__hint" data-testid="deposit-first">
            {item.min_deposit > 0 ? s.depositFirstMin(formatBaht(item.min_deposit)) : s.depositFirst}
          </p>
        ) : (
          item.claimable === false && item.refusal && <p className="promo-card__refusal">{item.refusal}</p>
        )}
        <div className="promo-card__actions">
          <Button size="small" onClick={onTerms}>
            {s.terms}
          </Button>
          {item.state === 'scheduled' ? (
            <span className="promo-card__soon">{s.scheduled}</span>
          ) : depositFirst && depositHref ? (
            <Button size="small" color="primary" onClick={() => navigate(depositHref)}>
              {s.deposit}
            </Button>
          ) : loggedIn ? (
            <Button size="small" color="primary" disabled={item.claimable === false} onClick={onClaim}>
              {s.claim}
            </Button>
          ) : (
            <Button size="small" color="primary" onClick={onLogin}>
              {guestEntry ? s.register : s.login}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
};
