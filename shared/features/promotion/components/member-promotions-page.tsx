import { Button } from 'antd-mobile';
import { useState } from 'react';
import { formatBaht, formatThaiDateTime } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { showToast } from '@ui/toast';
import { useConvertWalletMutation } from '../api/convert-wallet';
import { useMemberPromotionsQuery } from '../api/get-member-promotions';
import { promotionStrings as s } from '../strings';
import { FreebetList } from './freebet-list';
import { TurnoverBar } from './turnover-bar';
import './promotion.css';

/**
 * /member/promotions: each promotion the member got, its turnover progress with the baht still owed, and the
 * move of a bonus wallet to the main wallet once its turnover is met; above them, the free bets in Hub88 games.
 */
export const MemberPromotionsPage = ({ onConverted }: { onConverted?: () => void }) => {
  const mine = useMemberPromotionsQuery();
  const convert = useConvertWalletMutation();
  const [requestId] = useState(() => crypto.randomUUID());
  const items = mine.data?.items ?? [];

  const move = async (walletTypeId: number) => {
    try {
      const done = await convert.mutateAsync({
        wallet_type_id: walletTypeId,
        request_id: `${requestId}-${walletTypeId}`,
      });
      showToast(s.converted(formatBaht(done.amount)));
      onConverted?.();
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), 'error');
    }
  };

  return (
    <PageShell title={s.memberTitle}>
      {mine.isPending && <LoadingBlock />}
      {mine.isError && <ErrorBlock error={mine.error} onRetry={() => void mine.refetch()} />}
      <FreebetList />
      {mine.isSuccess && items.length === 0 && <EmptyState title={s.emptyMine} />}
      <div className="promo-list">
        {items.map((item) => (
          <article key={item.award_id} className="promo-card" aria-label={item.name}>
            <div className="promo-card__body">
              <h2 className="promo-card__name">{item.name}</h2>
              <p className="promo-card__text">
                {item.freebets ? s.freebetAward : s.baht(formatBaht(item.amount))} ·{' '}
                {formatThaiDateTime(item.created_at)}
              </p>
              {/* Free bets carry their turnover on what they win, not on the award (which moved no money). */}
              {!(item.freebets && item.turnover.status === 'none') && (
                <TurnoverBar turnover={item.turnover} />
              )}
              {item.can_convert && item.wallet_type_id !== null && (
                <Button
                  size="small"
                  color="primary"
                  loading={convert.isPending}
                  onClick={() => void move(item.wallet_type_id!)}
                >
                  {s.convert}
                </Button>
              )}
            </div>
          </article>
        ))}
      </div>
    </PageShell>
  );
};
