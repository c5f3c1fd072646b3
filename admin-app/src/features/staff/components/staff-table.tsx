import { App, Button, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { roleLabels, type StaffRole } from '@contract/admin/permissions';
import type { StaffItem, StaffWithPassword } from '@contract/admin/staff';
import { isApiError } from '@lib/api-error';
import { formatDateTime } from '@admin-app/lib/dates';
import { ReasonModal } from '@admin-app/ui/money/reason-modal';
import { Table } from '@admin-app/ui/table';
import { useChangeStaffMutation, type ReasonedKind, type StaffChange } from '../api/change-staff';
import { staffStrings } from '../strings';
import { roleOptions } from './create-staff-modal';

type StaffTableProps = {
  staff: StaffItem[];
  loading: boolean;
  meId: number;
  onPassword: (username: string, password: string) => void;
};

/** Every staff member of the agent, with the owner's actions; each asks for confirmation first. */
export const StaffTable = ({ staff, loading, meId, onPassword }: StaffTableProps) => {
  const { modal, message } = App.useApp();
  const mutation = useChangeStaffMutation();
  // The change waiting for the owner's reason (disable, two-factor reset, unlock), with its question.
  const [asking, setAsking] = useState<{ kind: ReasonedKind; id: number; question: string } | null>(null);

  const handleAnswer = (answer: StaffItem | StaffWithPassword) => {
    if ('one_time_password' in answer) onPassword(answer.staff.username, answer.one_time_password);
    else void message.success(staffStrings.saved);
  };

  const run = (change: StaffChange, question: string) =>
    modal.confirm({
      title: question,
      okText: staffStrings.confirm,
      cancelText: staffStrings.cancel,
      onOk: () =>
        mutation
          .mutateAsync(change)
          .then(handleAnswer, (error: unknown) => void message.error(isApiError(error) ? error.message : '')),
    });

  const ask = (kind: ReasonedKind, row: StaffItem, question: string) => {
    mutation.reset();
    setAsking({ kind, id: row.id, question });
  };

  const columns: ColumnsType<StaffItem> = [
    {
      title: staffStrings.username,
      dataIndex: 'username',
      render: (username: string, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>
            {username} {row.id === meId ? <Tag>{staffStrings.you}</Tag> : null}
          </Typography.Text>
          <Typography.Text type="secondary">{row.display_name}</Typography.Text>
        </Space>
      ),
    },
    {
      title: staffStrings.role,
      dataIndex: 'role',
      render: (role: StaffRole, row) =>
        row.id === meId ? (
          roleLabels[role]
        ) : (
          <Select
            value={role}
            options={roleOptions}
            style={{ width: 160 }}
            onChange={(next: StaffRole) =>
              run(
                { kind: 'role', id: row.id, role: next },
                staffStrings.confirmRole(row.username, roleLabels[next]),
              )
            }
          />
        ),
    },
    {
      title: staffStrings.status,
      dataIndex: 'status',
      render: (status: StaffItem['status'], row) => (
        <Space wrap>
          <Tag color={status === 'active' ? 'green' : 'red'}>
            {status === 'active' ? staffStrings.active : staffStrings.disabled}
          </Tag>
          {row.must_change_password ? <Tag color="orange">{staffStrings.mustChange}</Tag> : null}
          {row.locked ? (
            <Tag color="volcano" data-testid={`staff-locked-${row.username}`}>
              {staffStrings.locked}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    {
      title: staffStrings.twoFactor,
      dataIndex: 'totp_enrolled',
      render: (enrolled: boolean) => (
        <Tag color={enrolled ? 'blue' : 'default'}>
          {enrolled ? staffStrings.enrolled : staffStrings.notEnrolled}
        </Tag>
      ),
    },
    {
      title: staffStrings.lastSeen,
      dataIndex: 'last_seen_at',
      render: (at: string | null) => (at ? formatDateTime(at) : staffStrings.never),
    },
    {
      title: staffStrings.actions,
      key: 'actions',
      render: (_, row) =>
        row.id === meId ? null : (
          <Space wrap size="small">
            {row.locked ? (
              <Button
                size="small"
                type="primary"
                onClick={() => ask('unlock', row, staffStrings.confirmUnlock(row.username))}
              >
                {staffStrings.unlock}
              </Button>
            ) : null}
            {row.status === 'active' ? (
              <Button
                size="small"
                danger
                onClick={() => ask('disable', row, staffStrings.confirmDisable(row.username))}
              >
                {staffStrings.disable}
              </Button>
            ) : (
              <Button size="small" onClick={() => run({ kind: 'enable', id: row.id }, staffStrings.enable)}>
                {staffStrings.enable}
              </Button>
            )}
            <Button
              size="small"
              onClick={() => ask('reset_totp', row, staffStrings.confirmResetTotp(row.username))}
            >
              {staffStrings.resetTotp}
            </Button>
            <Button
              size="small"
              onClick={() =>
                run({ kind: 'reset_password', id: row.id }, staffStrings.confirmResetPassword(row.username))
              }
            >
              {staffStrings.resetPassword}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={staff}
        loading={loading}
        pagination={false}
        data-testid="staff-table"
      />
      <ReasonModal
        open={asking !== null}
        title={asking?.question ?? ''}
        okText={staffStrings.confirm}
        danger={asking?.kind !== 'unlock'}
        pending={mutation.isPending}
        error={mutation.error}
        placeholder={staffStrings.reasonPlaceholder}
        onClose={() => setAsking(null)}
        onSubmit={({ reason }) => {
          if (!asking) return;
          mutation.mutate(
            { kind: asking.kind, id: asking.id, reason },
            {
              onSuccess: (answer) => {
                setAsking(null);
                handleAnswer(answer);
              },
            },
          );
        }}
      />
    </>
  );
};
