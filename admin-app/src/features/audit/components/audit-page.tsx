import { Alert, Button, Card } from 'antd';
import { useState } from 'react';
import { isApiError } from '@lib/api-error';
import type { StaffItem } from '@contract/admin/staff';
import { useAuditQuery, type AuditFilter } from '../api/get-audit';
import { auditStrings } from '../strings';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

type AuditPageProps = { staff: StaffItem[] | null };

/** The audit log with its filters, fifty rows at a time; `staff` feeds the staff filter (null: no filter). */
export const AuditPage = ({ staff }: AuditPageProps) => {
  const [filter, setFilter] = useState<AuditFilter>({});
  const audit = useAuditQuery(filter);
  const rows = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card title={auditStrings.title}>
      <AuditFilters staff={staff} onChange={setFilter} />
      {audit.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={isApiError(audit.error) ? audit.error.message : ''}
        />
      ) : null}
      <AuditTable rows={rows} loading={audit.isPending} />
      {audit.hasNextPage ? (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button onClick={() => void audit.fetchNextPage()} loading={audit.isFetchingNextPage}>
            {auditStrings.more}
          </Button>
        </div>
      ) : null}
    </Card>
  );
};
