import { Input, Typography } from 'antd';
import { formatBaht, formatThaiDate } from '@lib/format';
import { QueryError } from '@admin-app/app/components/query-error';
import { KeysetTable, useKeysetSearch } from '@admin-app/ui/keyset-table';
import { useNetwork } from '../api/affiliate-api';
import { affiliateStrings as t } from '../strings';

/** A member's network (two levels), by the member's phone, unmasked for staff; previous/next by cursor. */
export const NetworkSearch = () => {
  const { search: phone, pages, handleSearch } = useKeysetSearch('');
  const network = useNetwork(phone, pages.cursor);
  return (
    <>
      <Input.Search placeholder={t.searchPhone} allowClear onSearch={(v) => handleSearch(v.trim())} />
      {network.isError && <QueryError error={network.error} onRetry={() => network.refetch()} />}
      {network.data && (
        <Typography.Paragraph>
          {t.code}: <b>{network.data.code}</b>
        </Typography.Paragraph>
      )}
      <KeysetTable
        page={network.data ?? { items: [], next_cursor: null }}
        pages={pages}
        loading={network.isFetching}
        emptyText={t.empty}
        table={{ size: 'small' }}
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
