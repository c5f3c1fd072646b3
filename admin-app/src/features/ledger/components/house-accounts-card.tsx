import { Card, Typography } from 'antd';
import { Baht } from '@admin-app/ui/money/baht';
import { QueryState } from '@admin-app/ui/money/query-state';
import { Table } from '@admin-app/ui/table';
import { useHouseAccountsQuery } from '../api/ledger-api';
import { ledgerStrings as s } from '../strings';

export const HouseAccountsCard = () => {
  const query = useHouseAccountsQuery();
  return (
    <Card size="small" title={s.house} data-testid="house-accounts">
      <Typography.Paragraph type="secondary">{s.houseNote}</Typography.Paragraph>
      <QueryState query={query}>
        {(data) => (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={data.accounts}
            columns={[
              { title: s.code, dataIndex: 'code' },
              {
                title: s.balance,
                dataIndex: 'balance',
                align: 'right',
                render: (v: number) => <Baht value={v} />,
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{s.memberTotal}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <Baht value={data.member_total} strong />
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        )}
      </QueryState>
    </Card>
  );
};
