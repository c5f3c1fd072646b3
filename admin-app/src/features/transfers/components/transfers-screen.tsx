import { App, Badge, Form, Input, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import type { IncomingTransferItem, TransferStatus } from '@contract/admin/transfers';
import { formatBaht } from '@lib/format';
import { KeysetPager, useCursorPages } from '@admin-app/ui/keyset-table';
import { QueryState } from '@admin-app/ui/money/query-state';
import { ReasonModal } from '@admin-app/ui/money/reason-modal';
import { useNarrow } from '@admin-app/ui/narrow';
import { useTransfersQuery } from '../api/get-transfers';
import { useResolveTransferMutation } from '../api/resolve-transfer';
import { transferStrings as s } from '../strings';
import { StatementActions } from './statement-actions';
import { SuggestionPicker } from './suggestion-picker';
import { TransferCards } from './transfer-cards';
import { TransferTable } from './transfer-table';

type Tab = 'all' | TransferStatus;
type Open = { item: IncomingTransferItem; assign: boolean } | null;

export const TransfersScreen = () => {
  const [tab, setTab] = useState<Tab>('review');
  const pages = useCursorPages();
  const query = useTransfersQuery({ status: tab === 'all' ? undefined : tab, cursor: pages.cursor });
  const resolve = useResolveTransferMutation();
  const [open, setOpen] = useState<Open>(null);
  const { message } = App.useApp();
  // Staff approve at night on their phones: cards there, the table on a wider screen.
  const narrow = useNarrow();

  const handleResolve = (item: IncomingTransferItem, assign: boolean) => {
    resolve.reset();
    setOpen({ item, assign });
  };
  const handleSubmit = (values: { reason: string } & Record<string, string>) => {
    if (!open) return;
    const base = { id: open.item.id, reason: values.reason };
    // A member picked from the suggestions wins over a typed phone.
    const memberId = Number(values.member_id) || undefined;
    resolve.mutate(
      open.assign
        ? { ...base, assign: true, member_id: memberId, phone: values.phone ?? '' }
        : { ...base, assign: false },
      {
        onSuccess: () => {
          setOpen(null);
          void message.success(open.assign ? s.assigned : s.rejected);
        },
      },
    );
  };

  return (
    <div data-testid="transfers-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {s.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{s.intro}</Typography.Paragraph>
      <StatementActions />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as Tab);
          pages.reset();
        }}
        items={(['review', 'matched', 'rejected', 'all'] as const).map((key) => ({
          key,
          label:
            key === 'review' ? (
              // Beside the label: over it, a count of two digits covered the label's last letter.
              <Space size={4}>
                {s.tabs.review}
                <Badge count={query.data?.review_count ?? 0} size="small" />
              </Space>
            ) : (
              s.tabs[key]
            ),
        }))}
      />
      <QueryState query={query}>
        {(data) => (
          <>
            {narrow ? (
              <TransferCards data={data} onResolve={handleResolve} />
            ) : (
              <TransferTable data={data} loading={query.isFetching} onResolve={handleResolve} />
            )}
            <KeysetPager
              pages={pages}
              nextCursor={data.next_cursor}
              total={data.total}
              totalCapped={data.total_capped}
              loading={query.isFetching}
            />
          </>
        )}
      </QueryState>
      <ReasonModal
        open={open !== null}
        title={open ? (open.assign ? s.assignTitle : s.rejectTitle)(formatBaht(open.item.amount)) : ''}
        okText={open?.assign ? s.assign : s.reject}
        danger={open ? !open.assign : false}
        pending={resolve.isPending}
        error={resolve.error}
        onSubmit={handleSubmit}
        onClose={() => setOpen(null)}
      >
        {open?.assign ? (
          <>
            <Form.Item name="member_id">
              <SuggestionPicker transferId={open.item.id} />
            </Form.Item>
            <Form.Item
              name="phone"
              label={s.orPhone}
              dependencies={['member_id']}
              rules={[
                ({ getFieldValue }) => ({
                  required: !getFieldValue('member_id'),
                  pattern: /^0\d{9}$/,
                  message: s.phoneRequired,
                }),
              ]}
            >
              <Input maxLength={10} inputMode="numeric" />
            </Form.Item>
          </>
        ) : null}
      </ReasonModal>
    </div>
  );
};
