import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BillStatus } from '@contract/lotto';
import { formatBaht, formatThaiDateTime } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useBillsQuery, type BillListStatus } from '@features/lotto/api/get-bills';
import { useLottoLinks } from '@features/lotto/links';
import { lottoText } from '@features/lotto/strings';
import { CountsNote } from './counts-note';
import { LottoNav } from './lotto-nav';
import './lotto.css';

const TABS: BillStatus[] = ['pending', 'won', 'lost', 'cancelled', 'refunded'];

const BillList = ({ status }: { status: BillListStatus }) => {
  const query = useBillsQuery(status);
  const links = useLottoLinks();
  if (query.isPending) return <LoadingBlock lines={5} />;
  if (query.isError)
    return <ErrorBlock error={query.error} title={lottoText.loadFailed} onRetry={() => query.refetch()} />;
  const bills = query.data.pages.flatMap((page) => page.bills);
  if (bills.length === 0) return <EmptyState title={lottoText.noBills} description={lottoText.noBillsHint} />;
  return (
    <>
      <ul className="lotto-bills">
        {bills.map((bill) => (
          <li key={bill.bill_id}>
            <Link
              className="lotto-card lotto-bill-item"
              to={links.bill(bill.bill_id)}
              data-testid="bill-item"
            >
              <span className="lotto-bill-item__top">
                <strong>{lottoText.billNumber(bill.bill_id)}</strong>
                <span className={`lotto-status lotto-status--${bill.status}`}>
                  {lottoText.status[bill.status]}
                </span>
              </span>
              <span>
                {bill.market_name} · {bill.round_title}
              </span>
              <span className="lotto-bill-item__top lotto-muted">
                <span>
                  {lottoText.lines(bill.line_count)} · {formatThaiDateTime(bill.created_at)}
                </span>
                <span>
                  {lottoText.stake} {formatBaht(bill.total)}
                  {bill.status === 'won' && (
                    <strong className="lotto-win-text">
                      {' '}
                      · {lottoText.payout} {formatBaht(bill.payout)}
                    </strong>
                  )}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="lotto-button lotto-button--ghost"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {lottoText.loadMore}
        </button>
      )}
    </>
  );
};

/** /lotto/bills: the member's bills by status (pending, won, lost, cancelled, refunded). */
export const BillsPage = ({ onBack }: { onBack?: () => void }) => {
  const [status, setStatus] = useState<BillStatus>('pending');
  return (
    <PageShell title={lottoText.billsTitle} onBack={onBack}>
      <div className="lotto-page">
        <LottoNav active="bills" />
        <Tabs
          activeKey={status}
          onChange={(key) => setStatus(key as BillStatus)}
          aria-label={lottoText.billTabs}
        >
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} title={lottoText.status[tab]} />
          ))}
        </Tabs>
        <CountsNote />
        <BillList key={status} status={status} />
      </div>
    </PageShell>
  );
};
