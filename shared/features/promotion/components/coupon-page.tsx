import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import type { CouponRedeemAnswer } from '@contract/rewards/promotion';
import { formatBaht, formatThaiDateTime } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useCouponHistoryQuery } from '../api/get-coupon-history';
import { useRedeemCouponMutation } from '../api/redeem-coupon';
import { promotionStrings as s } from '../strings';
import './promotion.css';

const given = (a: { amount: number; points: number; spins: number }) =>
  [
    a.amount > 0 && s.baht(formatBaht(a.amount)),
    a.points > 0 && s.points(a.points),
    a.spins > 0 && s.spins(a.spins),
  ]
    .filter(Boolean)
    .join(' · ');

/** /member/coupon: type a code, see what it gave (or why not), and the coupons used before. */
export const CouponPage = ({ onRedeemed }: { onRedeemed?: () => void }) => {
  const [code, setCode] = useState('');
  const [result, setResult] = useState<CouponRedeemAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const redeem = useRedeemCouponMutation();
  const history = useCouponHistoryQuery();

  const submit = async () => {
    setError(null);
    setResult(null);
    try {
      setResult(await redeem.mutateAsync(code.trim()));
      setCode('');
      onRedeemed?.();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const items = history.data?.items ?? [];
  return (
    <PageShell title={s.couponTitle}>
      <div className="promo-coupon__form">
        <Input
          placeholder={s.codePlaceholder}
          value={code}
          onChange={setCode}
          maxLength={32}
          aria-label={s.codePlaceholder}
        />
        <Button
          color="primary"
          disabled={code.trim().length < 4}
          loading={redeem.isPending}
          onClick={() => void submit()}
        >
          {s.redeem}
        </Button>
      </div>
      {result && (
        <p role="status" className="promo-card__text">
          {result.replayed ? s.couponAgain : `${s.redeemed}: ${given(result)}`}
        </p>
      )}
      {error && (
        <p role="alert" className="promo-claim__error">
          {error}
        </p>
      )}
      <h2 className="promo-card__name">{s.history}</h2>
      {history.isPending && <LoadingBlock />}
      {history.isError && <ErrorBlock error={history.error} onRetry={() => void history.refetch()} />}
      {history.isSuccess && items.length === 0 && <EmptyState title={s.emptyCoupons} />}
      <ul className="promo-list">
        {items.map((item) => (
          <li key={item.id}>
            {item.code} · {item.name} · {given(item)} · {formatThaiDateTime(item.created_at)}
          </li>
        ))}
      </ul>
    </PageShell>
  );
};
