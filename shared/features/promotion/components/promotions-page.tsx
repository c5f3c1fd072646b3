import { useState } from 'react';
import type { PromotionItem } from '@contract/rewards/promotion';
import { useAppLinks } from '@ui/app-links';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { showToast } from '@ui/toast';
import { usePromotionsQuery } from '../api/get-promotions';
import { promotionStrings as s } from '../strings';
import { ClaimSheet } from './claim-sheet';
import { PromotionCard } from './promotion-card';

type Props = {
  /** Whether a member is signed in (the app knows; guests see a login button). */
  loggedIn: boolean;
  onLogin: () => void;
  /** After a claim: the app refreshes what it shows of the wallets. */
  onClaimed?: () => void;
};

/** /promotions: the agent's running promotions as cards; terms before the claim, a deposit picker. */
export const PromotionsPage = ({ loggedIn, onLogin, onClaimed }: Props) => {
  const list = usePromotionsQuery(loggedIn);
  const links = useAppLinks();
  const [open, setOpen] = useState<{ item: PromotionItem; readOnly: boolean } | null>(null);
  const items = list.data?.items ?? [];
  return (
    <PageShell title={s.promotionsTitle}>
      {list.isPending && <LoadingBlock />}
      {list.isError && <ErrorBlock error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && items.length === 0 && <EmptyState title={s.empty} />}
      <div className="promo-list">
        {items.map((item) => (
          <PromotionCard
            key={item.id}
            item={item}
            loggedIn={loggedIn}
            onLogin={onLogin}
            onTerms={() => setOpen({ item, readOnly: true })}
            onClaim={() => setOpen({ item, readOnly: false })}
            depositHref={links.href.deposit}
          />
        ))}
      </div>
      {open && (
        <ClaimSheet
          item={open.item}
          readOnly={open.readOnly || !loggedIn}
          depositHref={links.href.deposit}
          onClose={() => setOpen(null)}
          onClaimed={(message) => {
            setOpen(null);
            showToast(message);
            onClaimed?.();
          }}
        />
      )}
    </PageShell>
  );
};
