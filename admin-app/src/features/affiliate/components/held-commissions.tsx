import { App, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import type { AdminCommission } from '@contract/affiliate/affiliate';
import { formatBaht } from '@lib/format';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { formatDate } from '@admin-app/lib/dates';
import { Table } from '@admin-app/ui/table';
import { useDecideCommission, useHeldCommissions } from '../api/affiliate-api';
import { affiliateStrings as t } from '../strings';

/** Commissions over the day's threshold: release (pays once) or refuse with a reason. */
export const HeldCommissions = ({ mayManage }: { mayManage: boolean }) => {
  const { message } = App.useApp();
  const held = useHeldCommissions();
  const decide = useDecideCommission();
  const [refusing, setRefusing] = useState<AdminCommission | null>(null);
  const [reason, setReason] = useState('');
  const act = (id: number, action: 'release' | 'refuse', why?: string) =>
    decide.mutate(
      { id, action, reason: why },
      {
        onSuccess: () => {
          message.success(action === 'release' ? t.released : t.refusedDone);
          setRefusing(null);
          setReason('');
        },
        onError: (e) => message.error(errorText(e)),
      },
    );
  return (
    <>
      {held.isError && <QueryError error={held.error} onRetry={() => held.refetch()} />}
      <Table<AdminCommission>
        rowKey="id"
        size="small"
        loading={held.isLoading}
        dataSource={held.data?.items ?? []}
        locale={{ emptyText: t.empty }}
        scroll={{ x: true }}
        data-testid="affiliate-held"
        columns={[
          { title: t.day, dataIndex: 'day', render: (day: string) => formatDate(day) },
          { title: t.referrer, dataIndex: 'phone' },
          { title: t.level, dataIndex: 'level' },
          { title: t.members, dataIndex: 'members', align: 'right' },
          { title: t.amount, render: (_, c) => formatBaht(c.amount), align: 'right' },
          { title: t.reason, render: (_, c) => t.holdReasons[c.reason] ?? c.reason },
          ...(mayManage
            ? [
                {
                  title: '',
                  render: (_: unknown, c: AdminCommission) =>
                    c.reason === 'excluded' ? null : (
                      <Space size="small">
                        <Button
                          size="small"
                          type="primary"
                          loading={decide.isPending && decide.variables?.id === c.id}
                          onClick={() => act(c.id, 'release')}
                        >
                          {t.release}
                        </Button>
                        <Button size="small" danger onClick={() => setRefusing(c)}>
                          {t.refuse}
                        </Button>
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={refusing !== null}
        title={t.refuseReason}
        okText={t.refuse}
        okButtonProps={{ danger: true, disabled: reason.trim().length < 3, loading: decide.isPending }}
        onOk={() => refusing && act(refusing.id, 'refuse', reason)}
        onCancel={() => setRefusing(null)}
      >
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-label={t.refuseReason}
        />
      </Modal>
    </>
  );
};
