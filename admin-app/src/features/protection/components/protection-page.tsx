import { Card, Tabs, Typography } from 'antd';
import { useState } from 'react';
import type { ProtectionReportQuery } from '@contract/admin/protection';
import { QueryError } from '@admin-app/app/components/query-error';
import { useProtectionReport } from '../api/protection-api';
import { protectionStrings as t } from '../strings';
import { ExcludedTable } from './excluded-table';
import { HelpForm } from './help-form';
import { ReportTable } from './report-table';

/**
 * /admin/protection: who is near or at a limit, who is in a time-out or self-exclusion now (both read-only),
 * and the help contact of the safety page (content.manage).
 */
export const ProtectionPage = ({ canEditHelp }: { canEditHelp: boolean }) => {
  const [state, setState] = useState<ProtectionReportQuery['state']>('near');
  const report = useProtectionReport(state);
  const error = report.isError ? <QueryError error={report.error} onRetry={() => report.refetch()} /> : null;
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
      }
    >
      <Tabs
        items={[
          {
            key: 'report',
            label: t.reportTab,
            children: (
              <>
                {error}
                <ReportTable
                  state={state}
                  onState={setState}
                  rows={report.data?.rows}
                  loading={report.isFetching}
                />
              </>
            ),
          },
          {
            key: 'excluded',
            label: t.excludedTab,
            children: (
              <>
                {error}
                <ExcludedTable rows={report.data?.excluded} loading={report.isFetching} />
              </>
            ),
          },
          { key: 'help', label: t.helpTab, children: <HelpForm canEdit={canEditHelp} /> },
        ]}
      />
    </Card>
  );
};
