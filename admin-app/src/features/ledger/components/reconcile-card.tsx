import { Alert, Button, Card, List, Typography } from 'antd';
import { formatDateTime } from '@admin-app/lib/dates';
import { isApiError } from '@lib/api-error';
import { useReconcileMutation } from '../api/ledger-api';
import { ledgerStrings as s } from '../strings';

/** Runs checkLedger on the server and shows its report: every broken invariant, said plainly. */
export const ReconcileCard = () => {
  const run = useReconcileMutation();
  const report = run.data;
  return (
    <Card size="small" title={s.reconcile} data-testid="reconcile-card">
      <Typography.Paragraph type="secondary">{s.reconcileIntro}</Typography.Paragraph>
      <Button type="primary" loading={run.isPending} onClick={() => run.mutate()} data-testid="reconcile-run">
        {s.reconcileRun}
      </Button>
      {run.error ? (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          message={isApiError(run.error) ? run.error.message : s.reconcile}
        />
      ) : null}
      {report ? (
        <div style={{ marginTop: 12 }} data-testid="reconcile-report">
          <Alert
            type={report.ok ? 'success' : 'error'}
            showIcon
            message={
              report.ok
                ? s.reconcileOk(formatDateTime(report.checked_at))
                : s.reconcileBroken(report.problems.length, formatDateTime(report.checked_at))
            }
          />
          {report.since ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="reconcile-since">
              {s.reconcileSince(formatDateTime(report.since))}
            </Typography.Paragraph>
          ) : null}
          {report.problems.length > 0 ? (
            <List
              size="small"
              dataSource={report.problems}
              renderItem={(p) => (
                <List.Item>
                  <Typography.Text strong>{p.invariant}</Typography.Text>: {p.detail}
                </List.Item>
              )}
            />
          ) : null}
        </div>
      ) : null}
    </Card>
  );
};
