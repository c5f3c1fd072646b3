import { Link } from 'react-router-dom';
import { useAppLinks } from '@ui/app-links';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useSafetyStatusQuery } from '../api/get-safety-status';
import { safetyText } from '../strings';
import { BlockedNotice } from './blocked-notice';
import { ExclusionSection } from './exclusion-section';
import { LimitGroup } from './limit-group';
import { RealityCheckPicker } from './reality-check-picker';
import './safety.css';

const DEPOSIT = ['deposit_day', 'deposit_week', 'deposit_month'] as const;
const LOSS = ['loss_day', 'loss_week', 'loss_month'] as const;
const SESSION = ['session'] as const;

/**
 * /member/safety (web) and /liff/safety: the member's player protection. Why play is refused (if it is), the
 * deposit and loss limits with what is used, the session time, the reality check, time-out and self-exclusion.
 */
export const SafetyPage = ({ onBack }: { onBack?: () => void }) => {
  const query = useSafetyStatusQuery();
  const help = useAppLinks().href.safetyHelp;

  let body;
  if (query.isPending) body = <LoadingBlock lines={8} />;
  else if (query.isError)
    body = <ErrorBlock error={query.error} title={safetyText.loadFailed} onRetry={() => query.refetch()} />;
  else {
    const status = query.data;
    body = (
      <>
        {status.blocked && <BlockedNotice blocked={status.blocked} />}
        <p className="safety-intro">{safetyText.intro}</p>
        <LimitGroup
          title={safetyText.depositTitle}
          hint={safetyText.depositHint}
          keys={DEPOSIT}
          limits={status.limits}
          testId="safety-deposit"
        />
        <LimitGroup
          title={safetyText.lossTitle}
          hint={safetyText.lossHint}
          keys={LOSS}
          limits={status.limits}
          testId="safety-loss"
        />
        <LimitGroup
          title={safetyText.sessionTitle}
          hint={safetyText.sessionHint}
          keys={SESSION}
          limits={status.limits}
          testId="safety-session"
        />
        <RealityCheckPicker check={status.reality_check} />
        <ExclusionSection status={status} />
        {help && (
          <Link to={help} className="safety-help-link">
            {safetyText.helpLink}
          </Link>
        )}
      </>
    );
  }

  return (
    <PageShell title={safetyText.title} onBack={onBack}>
      <div className="safety-page" data-testid="safety-page">
        {body}
      </div>
    </PageShell>
  );
};
