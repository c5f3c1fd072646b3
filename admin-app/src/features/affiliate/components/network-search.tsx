import { Input, Typography } from 'antd';
import { useState } from 'react';
import { formatBaht, formatThaiDate } from '@lib/format';
import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useNetwork } from '../api/affiliate-api';
import { affiliateStrings as t } from '../strings';

/** A member's network (two levels), by the member's phone, unmasked for staff. */
export const NetworkSearch = () => {
  const [phone, setPhone] = useState('');
  const network = useNetwork(phone);
  return (
    <>
      <Input.Search placeholder={t.searchPhone} allowClear onSearch={(v) => setPhone(v.trim())} />
      {network.isError && <QueryError error={network.error} onRetry={() => network.refetch()} />}
      {network.data && (
        <Typography.Paragraph>
          {t.code}: <b>{network.data.code}</b>
        </Typography.Paragraph>
      )}
      <Table
        rowKey={(m) => `${m.level}-${m.id}`}
        size="small"
        loading={network.isFetching}
        dataSource={network.data?.items ?? []}
        locale={{ emptyText: t.empty }}
        columns={[
          { title: t.phone, dataIndex: 'phone' },
          { title: t.name, dataIndex: 'name' },
          { title: t.level, dataIndex: 'level' },
          { title: t.registered, dataIndex: 'registered_at', render: (v: string) => formatThaiDate(v) },
          {
            title: t.commission,
            dataIndex: 'commission',
            render: (v: number) => formatBaht(v),
            align: 'right',
          },
        ]}
      />
    </>
  );
};
