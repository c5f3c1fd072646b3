import type { ProtectionHistoryRow } from '@contract/admin/protection';
import { formatThaiDateTime } from '@lib/format';
import { Table } from '@admin-app/ui/table';
import { historyAction, historyActor, historyChange } from '../lib/history-text';
import { protectionStrings as t } from '../strings';

/** Every change of the member's protection, newest first, as the audit log recorded it. */
export const ProtectionHistory = ({ rows }: { rows: ProtectionHistoryRow[] }) => (
  <Table<ProtectionHistoryRow>
    rowKey="id"
    size="small"
    dataSource={rows}
    pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
    locale={{ emptyText: t.historyEmpty }}
    data-testid="protection-history"
    columns={[
      {
        title: t.time,
        dataIndex: 'created_at',
        width: 150,
        render: (at: string) => formatThaiDateTime(at),
      },
      { title: t.who, dataIndex: 'actor', width: 200, render: (actor: string) => historyActor(actor) },
      { title: t.action, dataIndex: 'action', width: 220, render: (action: string) => historyAction(action) },
      { title: t.change, render: (_: unknown, row: ProtectionHistoryRow) => historyChange(row) },
    ]}
  />
);
