import { Dialog } from 'antd-mobile';
import { formatBaht, formatThaiDateTime } from '@lib/format';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { showToast } from '@ui/toast';
import { useCancelBillMutation } from '@features/lotto/api/cancel-bill';
import { useBillDetailQuery } from '@features/lotto/api/get-bill-detail';
import { useNow } from '@features/lotto/hooks/use-now';
import { lottoText } from '@features/lotto/strings';
import { LottoNav } from './lotto-nav';
import { LosingCard, WinningCard } from './result-cards';
import './lotto.css';

type BillDetailPageProps = { billId: number; onBack?: () => void; onCancelled?: () => void };

/** One bill: the winning or losing card once settled, each line's frozen rate and result, and cancel while allowed. */
export const BillDetailPage = ({ billId, onBack, onCancelled }: BillDetailPageProps) => {
  const query = useBillDetailQuery(billId);
  const cancel = useCancelBillMutation();
  const now = useNow();

  if (query.isPending) return <LoadingBlock lines={8} />;
  if (query.isError)
    return (
      <PageShell title={lottoText.billTitle} onBack={onBack}>
        <ErrorBlock error={query.error} title={lottoText.loadFailed} onRetry={() => query.refetch()} />
      </PageShell>
    );

  const bill = query.data;
  const cancellable =
    bill.status === 'pending' && bill.cancel_until !== null && new Date(bill.cancel_until).getTime() > now;

  const handleCancel = async () => {
    const confirmed = await Dialog.confirm({
      content: lottoText.cancelConfirm,
      confirmText: lottoText.cancelBill,
      cancelText: lottoText.close,
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync(bill.bill_id);
      showToast(lottoText.cancelled);
      onCancelled?.();
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), 'error');
    }
  };

  return (
    <PageShell title={lottoText.billNumber(bill.bill_id)} onBack={onBack}>
      <div className="lotto-page">
        <LottoNav active="bills" />
        {bill.status === 'won' && <WinningCard payout={bill.payout} />}
        {bill.status === 'lost' && <LosingCard />}
        <section className="lotto-card">
          <div className="lotto-bill-item__top">
            <strong>
              {bill.market_name} · {bill.round_title}
            </strong>
            <span className={`lotto-status lotto-status--${bill.status}`} data-testid="bill-status">
              {lottoText.status[bill.status]}
            </span>
          </div>
          <p className="lotto-muted">{formatThaiDateTime(bill.created_at)}</p>
          <dl className="lotto-bill__totals">
            <div>
              <dt>{lottoText.stake}</dt>
              <dd>{formatBaht(bill.total)}</dd>
            </div>
            <div>
              <dt>{lottoText.payout}</dt>
              <dd>{formatBaht(bill.payout)}</dd>
            </div>
          </dl>
          {cancellable && bill.cancel_until && (
            <p className="lotto-muted">{lottoText.cancelUntil(formatThaiDateTime(bill.cancel_until))}</p>
          )}
        </section>
        <table className="lotto-lines">
          <thead>
            <tr>
              <th>{lottoText.number}</th>
              <th>{lottoText.amount}</th>
              <th>{lottoText.rate}</th>
              <th>{lottoText.lineResult}</th>
            </tr>
          </thead>
          <tbody>
            {bill.lines.map((line) => (
              <tr key={line.line_no} data-testid="bill-line">
                <td>
                  <strong>{line.number}</strong>
                  <br />
                  <span className="lotto-muted">{line.name}</span>
                </td>
                <td>{formatBaht(line.amount)}</td>
                <td>x{line.rate}</td>
                <td>
                  <span className={`lotto-status lotto-status--${line.status}`}>
                    {lottoText.status[line.status]}
                  </span>
                  {line.status === 'won' && <div className="lotto-win-text">{formatBaht(line.payout)}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {cancellable && (
          <button
            type="button"
            className="lotto-button lotto-button--danger"
            onClick={handleCancel}
            disabled={cancel.isPending}
          >
            {lottoText.cancelBill}
          </button>
        )}
      </div>
    </PageShell>
  );
};
