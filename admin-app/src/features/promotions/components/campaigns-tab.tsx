import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import type { AdminCampaign } from '@contract/rewards/promotion-admin';
import { formatDateTime } from '@admin-app/lib/dates';
import { QueryError } from '@admin-app/app/components/query-error';
import { Table } from '@admin-app/ui/table';
import { useCampaigns, useCampaignStatus } from '../api/promotions-api';
import { promotionAdminStrings as t } from '../strings';
import { CampaignModal } from './campaign-modal';
import { CouponCodesDrawer } from './coupon-codes-drawer';

const colors: Record<string, string> = { active: 'green', paused: 'orange', ended: 'default', draft: 'blue' };

/** The campaigns of one kind: status, schedule, what was given; edit, pause/resume and (coupons) the codes. */
export const CampaignsTab = ({ kind, mayManage }: { kind: 'promotion' | 'coupon'; mayManage: boolean }) => {
  const list = useCampaigns(kind);
  const status = useCampaignStatus();
  const [editing, setEditing] = useState<AdminCampaign | 'new' | null>(null);
  const [codesOf, setCodesOf] = useState<AdminCampaign | null>(null);
  return (
    <>
      {list.isError ? <QueryError error={list.error} onRetry={() => list.refetch()} /> : null}
      <Button
        type="primary"
        disabled={!mayManage}
        onClick={() => setEditing('new')}
        style={{ marginBottom: 12 }}
      >
        {t.add}
      </Button>
      <Table<AdminCampaign>
        rowKey="id"
        size="small"
        pagination={false}
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t.empty }}
        data-testid={`campaigns-${kind}`}
        columns={[
          { title: t.name, dataIndex: 'name' },
          {
            title: t.status,
            dataIndex: 'status',
            render: (s: string) => <Tag color={colors[s]}>{t.statuses[s]}</Tag>,
          },
          {
            title: t.startsAt,
            dataIndex: 'starts_at',
            render: (at: string | null) => (at ? formatDateTime(at) : '-'),
          },
          {
            title: t.endsAt,
            dataIndex: 'ends_at',
            render: (at: string | null) => (at ? formatDateTime(at) : '-'),
          },
          {
            title: t.given,
            render: (_, c) =>
              `${c.awarded_count} / ${c.awarded_amount.toLocaleString('th-TH', { minimumFractionDigits: 2 })}`,
          },
          ...(kind === 'coupon' ? [{ title: t.codes, dataIndex: 'code_count' }] : []),
          {
            title: '',
            render: (_, c) => (
              <Space>
                <Button size="small" disabled={!mayManage} onClick={() => setEditing(c)}>
                  {t.edit}
                </Button>
                <Button
                  size="small"
                  disabled={!mayManage || status.isPending}
                  onClick={() =>
                    status.mutate({ id: c.id, status: c.status === 'active' ? 'paused' : 'active' })
                  }
                >
                  {c.status === 'active' ? t.pause : t.resume}
                </Button>
                {kind === 'coupon' && (
                  <Button size="small" onClick={() => setCodesOf(c)}>
                    {t.manageCodes}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <CampaignModal
          kind={kind}
          campaign={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {codesOf && (
        <CouponCodesDrawer campaign={codesOf} mayManage={mayManage} onClose={() => setCodesOf(null)} />
      )}
    </>
  );
};
