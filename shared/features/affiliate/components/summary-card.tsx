import { Button } from 'antd-mobile';
import { useState } from 'react';
import type { AffiliateSummary } from '@contract/affiliate/affiliate';
import { formatNumber } from '@lib/format';
import { showToast } from '@ui/toast';
import { useRedeemMutation } from '@features/affiliate/api/redeem';
import { affiliateText } from '@features/affiliate/strings';

const newRequestId = () => crypto.randomUUID();

/** Clicks, sign-ups, first deposits, commission; redeem when the balance reaches the agent's minimum. */
export const SummaryCard = ({ summary }: { summary: AffiliateSummary }) => {
  const redeem = useRedeemMutation();
  // One id per attempt: a double tap or a retry of the same attempt pays once.
  const [requestId, setRequestId] = useState(newRequestId);
  const t = affiliateText.summary;
  const canRedeem = summary.redeemable > 0 && summary.redeemable >= summary.min_redeem;
  const onRedeem = async () => {
    try {
      const done = await redeem.mutateAsync(requestId);
      showToast(affiliateText.redeemDone(done.amount), 'success');
      setRequestId(newRequestId());
    } catch (error) {
      showToast(error instanceof Error ? error.message : affiliateText.loadFailed, 'error');
    }
  };
  const counts: [string, number][] = [
    [t.clicks, summary.clicks],
    [t.signUps, summary.sign_ups],
    [t.firstDeposits, summary.first_deposits],
  ];
  const money: [string, number][] = [
    [t.today, summary.commission_today],
    [t.month, summary.commission_month],
    [t.held, summary.held],
  ];
  return (
    <div className="affiliate-card" data-testid="affiliate-summary">
      <div className="affiliate-grid">
        {counts.map(([label, value]) => (
          <div key={label}>
            <small>{label}</small>
            <strong>{formatNumber(value)}</strong>
          </div>
        ))}
        {money.map(([label, value]) => (
          <div key={label}>
            <small>{label}</small>
            <strong>{affiliateText.baht(value)}</strong>
          </div>
        ))}
      </div>
      <div className="affiliate-redeemable">
        <span>{t.redeemable}</span>
        <strong data-testid="affiliate-redeemable">{affiliateText.baht(summary.redeemable)}</strong>
      </div>
      <Button
        block
        color="primary"
        disabled={!canRedeem}
        loading={redeem.isPending}
        onClick={() => void onRedeem()}
      >
        {affiliateText.redeem}
      </Button>
      {!canRedeem && <p className="affiliate-hint">{affiliateText.redeemBelow(summary.min_redeem)}</p>}
    </div>
  );
};
