import { App, Button, DatePicker, Input, Popconfirm, Select, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { DrawDate } from '@contract/admin/lotto-setup';
import { formatDate } from '@admin-app/lib/dates';
import { pickerDay, pickerLocale } from '@admin-app/ui/money/picker-format';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useAddDrawDate, useDrawDates, useLottoMarkets, useRemoveDrawDate } from '../api/lotto-setup-api';
import { lottoStrings as t } from '../strings';

/**
 * The draw calendar of a government or generic market (Yeekee has its schedule): the dates from a month back on,
 * each with its round; adding a date creates its round at once, removing one is allowed while it has no bill.
 */
export const CalendarTab = ({ mayManage }: { mayManage: boolean }) => {
  const { message } = App.useApp();
  const markets = useLottoMarkets();
  const withCalendar = (markets.data ?? []).filter((m) => m.type !== 'yeekee');
  const [marketId, setMarketId] = useState<number>();
  const current = marketId ?? withCalendar[0]?.id;
  const dates = useDrawDates(current);
  const add = useAddDrawDate();
  const remove = useRemoveDrawDate();
  const [day, setDay] = useState<Dayjs | null>(null);
  const [note, setNote] = useState('');
  const done = {
    onSuccess: () => void message.success(t.saved),
    onError: (error: unknown) => void message.error(errorText(error)),
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          style={{ width: 240 }}
          placeholder={t.chooseMarket}
          value={current}
          onChange={setMarketId}
          options={withCalendar.map((m) => ({ value: m.id, label: m.name }))}
          data-testid="calendar-market"
        />
        {mayManage ? (
          <>
            <DatePicker value={day} onChange={setDay} format={pickerDay} locale={pickerLocale} />
            <Input
              style={{ width: 240 }}
              placeholder={t.note}
              maxLength={200}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            <Button
              type="primary"
              disabled={!day || current === undefined}
              loading={add.isPending}
              onClick={() =>
                day &&
                current !== undefined &&
                add.mutate({ marketId: current, draw_date: day.format('YYYY-MM-DD'), note }, done)
              }
            >
              {t.addDate}
            </Button>
          </>
        ) : null}
      </Space>
      {dates.isError ? <QueryError error={dates.error} onRetry={() => dates.refetch()} /> : null}
      <Table<DrawDate>
        rowKey="draw_date"
        size="small"
        data-testid="draw-dates"
        loading={dates.isLoading}
        dataSource={dates.data ?? []}
        locale={{ emptyText: t.empty }}
        pagination={{ pageSize: 30, hideOnSinglePage: true }}
        columns={[
          {
            title: t.drawDate,
            dataIndex: 'draw_date',
            render: (d: string) => formatDate(`${d}T00:00:00+07:00`),
          },
          { title: t.note, dataIndex: 'note' },
          {
            title: t.status,
            dataIndex: 'round_status',
            render: (status: string | null) => (status ? <Tag>{t.roundStatuses[status]}</Tag> : '-'),
          },
          { title: t.bills, dataIndex: 'bills' },
          {
            title: '',
            render: (_, row) =>
              mayManage && current !== undefined ? (
                <Popconfirm
                  title={t.removeConfirm}
                  okText={t.removeDate}
                  cancelText={t.cancel}
                  onConfirm={() => remove.mutate({ marketId: current, draw_date: row.draw_date }, done)}
                >
                  <Button
                    size="small"
                    danger
                    disabled={row.bills > 0 || (row.round_status ?? 'open') !== 'open'}
                  >
                    {t.removeDate}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Space>
  );
};
