import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import type { MarketAdmin } from '@contract/admin/lotto-setup';
import { formatDateTime } from '@admin-app/lib/dates';
import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useLottoMarkets } from '../api/lotto-setup-api';
import { lottoStrings as t } from '../strings';
import { BetTypesModal } from './bet-types-modal';
import { MarketModal } from './market-modal';

/** The markets with their times and open rounds; a market's settings and its rates and limits open in dialogs. */
export const MarketsTab = ({ mayManage }: { mayManage: boolean }) => {
  const markets = useLottoMarkets();
  const [editing, setEditing] = useState<{ market: MarketAdmin; part: 'market' | 'rates' } | null>(null);
  return (
    <>
      {markets.isError ? <QueryError error={markets.error} onRetry={() => markets.refetch()} /> : null}
      <Table<MarketAdmin>
        rowKey="id"
        size="small"
        pagination={false}
        loading={markets.isLoading}
        dataSource={markets.data ?? []}
        locale={{ emptyText: t.empty }}
        data-testid="lotto-markets"
        columns={[
          { title: t.name, dataIndex: 'name' },
          { title: t.type, dataIndex: 'type', render: (type: string) => t.marketTypes[type] },
          {
            title: t.enabled,
            dataIndex: 'enabled',
            render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? t.open : t.closed}</Tag>,
          },
          { title: t.closeTime, dataIndex: 'close_time' },
          { title: t.resultTime, dataIndex: 'result_time' },
          { title: t.openRounds, dataIndex: 'open_rounds' },
          {
            title: t.nextClose,
            dataIndex: 'next_close_at',
            render: (at: string | null) => (at ? formatDateTime(at) : '-'),
          },
          {
            title: '',
            render: (_, market) => (
              <Space>
                <Button
                  size="small"
                  disabled={!mayManage}
                  onClick={() => setEditing({ market, part: 'market' })}
                >
                  {t.edit}
                </Button>
                <Button
                  size="small"
                  type="primary"
                  disabled={!mayManage}
                  onClick={() => setEditing({ market, part: 'rates' })}
                  data-testid="edit-rates"
                >
                  {t.editRates}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing?.part === 'market' ? (
        <MarketModal market={editing.market} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.part === 'rates' ? (
        <BetTypesModal market={editing.market} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
};
