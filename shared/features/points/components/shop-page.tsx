import { Button } from 'antd-mobile';
import { useState } from 'react';
import type { ShopItem } from '@contract/rewards/points';
import { formatNumber, formatThaiDate } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useGuestEntry } from '@ui/guest-entry';
import { useShopQuery } from '../api/get-shop';
import { pointsText } from '../strings';
import { HistoryList } from './history-list';
import { ItemCard } from './item-card';
import { RedeemDialog } from './redeem-dialog';
import './points.css';

type ShopPageProps = {
  isLoggedIn: boolean;
  /** Guests: where the login button goes (the app decides: web login page, LINE login). */
  onLogin: () => void;
  onBack?: () => void;
};

/** /redeem (SPEC: points shop): the member's points and next expiry, the items, the confirm step, the history. */
export const ShopPage = ({ isLoggedIn, onLogin, onBack }: ShopPageProps) => {
  const guestEntry = useGuestEntry();
  const shop = useShopQuery();
  const [picked, setPicked] = useState<{ item: ShopItem; quantity: number } | null>(null);
  return (
    <PageShell title={pointsText.title} onBack={onBack}>
      <div className="points-page">
        {shop.isPending && <LoadingBlock lines={4} />}
        {shop.isError && (
          <ErrorBlock title={pointsText.loadFailed} error={shop.error} onRetry={() => void shop.refetch()} />
        )}
        {shop.data && (
          <>
            {isLoggedIn && shop.data.balance !== null ? (
              <section className="points-balance" aria-label={pointsText.myPoints}>
                <div>{pointsText.myPoints}</div>
                <strong className="points-balance__value">{formatNumber(shop.data.balance)}</strong>
                <div className="points-balance__expiry">
                  {shop.data.next_expiry
                    ? pointsText.nextExpiry(
                        formatNumber(shop.data.next_expiry.points),
                        formatThaiDate(new Date(new Date(shop.data.next_expiry.at).getTime() - 1)),
                      )
                    : pointsText.noExpiry}
                </div>
                {shop.data.expiry_days > 0 && (
                  <div className="points-balance__rule">{pointsText.expiryRule(shop.data.expiry_days)}</div>
                )}
              </section>
            ) : (
              <section className="points-balance">
                <div>{guestEntry ? pointsText.registerToRedeem : pointsText.loginToRedeem}</div>
                <Button color="primary" onClick={onLogin}>
                  {guestEntry ? pointsText.register : pointsText.login}
                </Button>
              </section>
            )}
            {shop.data.items.length === 0 ? (
              <EmptyState title={pointsText.empty} description={pointsText.emptyHint} />
            ) : (
              <div className="points-grid">
                {shop.data.items.map((item) => (
                  <ItemCard
                    key={item.id}
                    item={item}
                    isLoggedIn={isLoggedIn}
                    balance={isLoggedIn ? shop.data.balance : null}
                    onRedeem={(i, quantity) => setPicked({ item: i, quantity })}
                  />
                ))}
              </div>
            )}
          </>
        )}
        {isLoggedIn && (
          <section>
            <h2 className="points-page__heading">{pointsText.history}</h2>
            <HistoryList />
          </section>
        )}
        {picked && (
          <RedeemDialog item={picked.item} quantity={picked.quantity} onClose={() => setPicked(null)} />
        )}
      </div>
    </PageShell>
  );
};
