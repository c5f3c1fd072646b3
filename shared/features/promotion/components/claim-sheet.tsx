import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PromotionItem } from '@contract/rewards/promotion';
import { formatBaht, formatThaiDateTime } from '@lib/format';
import { useClaimPromotionMutation } from '../api/claim-promotion';
import { useDepositsQuery } from '../api/get-deposits';
import { promotionStrings as s } from '../strings';
import { promotionFacts } from './promotion-card';

type Props = {
  item: PromotionItem;
  /** Only the terms (guests, or a member just reading): no claim. */
  readOnly: boolean;
  onClose: () => void;
  onClaimed: (message: string) => void;
  depositHref: string | null;
};

/**
 * The terms before the claim: the member reads them, picks the deposit a deposit promotion applies to, ticks
 * that they accept, then claims. The request id is fixed while the sheet is open: a double tap is one claim.
 */
export const ClaimSheet = ({ item, readOnly, onClose, onClaimed, depositHref }: Props) => {
  const needsDeposit = item.trigger === 'deposit' && !readOnly;
  const deposits = useDepositsQuery(needsDeposit);
  const claim = useClaimPromotionMutation();
  const [requestId] = useState(() => crypto.randomUUID());
  const [accepted, setAccepted] = useState(false);
  const [depositId, setDepositId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = depositId ?? deposits.data?.items[0]?.id ?? null;
  const ready = accepted && (!needsDeposit || chosen !== null) && !claim.isPending;

  const submit = async () => {
    setError(null);
    try {
      const answer = await claim.mutateAsync({
        campaign_id: item.id,
        request_id: requestId,
        accept_terms: true,
        ...(needsDeposit && chosen !== null ? { deposit_id: chosen } : {}),
      });
      onClaimed(answer.replayed ? s.alreadyClaimed : s.claimed(formatBaht(answer.amount)));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return (
    <Popup visible onMaskClick={onClose} bodyStyle={{ padding: 16, borderRadius: '12px 12px 0 0' }}>
      <div role="dialog" aria-label={s.termsTitle}>
        <h2>{item.name}</h2>
        <ul>
          {promotionFacts(item).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <h3>{s.termsTitle}</h3>
        <div className="promo-claim__terms">{item.terms || s.noTerms}</div>
        {needsDeposit && (
          <fieldset>
            <legend>{s.pickDeposit}</legend>
            {deposits.data?.items.length === 0 && (
              <p>
                {s.noDeposit} {depositHref && <Link to={depositHref}>{s.deposit}</Link>}
              </p>
            )}
            {deposits.data?.items.map((d) => (
              <label key={d.id} className="promo-claim__deposit">
                <input
                  type="radio"
                  name="deposit"
                  checked={chosen === d.id}
                  onChange={() => setDepositId(d.id)}
                />
                {s.baht(formatBaht(d.amount))} · {formatThaiDateTime(d.created_at)}
              </label>
            ))}
          </fieldset>
        )}
        {!readOnly && (
          <label className="promo-claim__deposit">
            <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
            {s.acceptTerms}
          </label>
        )}
        {error && (
          <p className="promo-claim__error" role="alert">
            {error}
          </p>
        )}
        <div className="promo-card__actions">
          <Button onClick={onClose}>{s.cancel}</Button>
          {!readOnly && (
            <Button color="primary" disabled={!ready} loading={claim.isPending} onClick={() => void submit()}>
              {s.claim}
            </Button>
          )}
        </div>
      </div>
    </Popup>
  );
};
