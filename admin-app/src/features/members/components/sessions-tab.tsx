import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { memberSessions } from '@contract/admin/members';
import { errorText } from '@admin-app/app/components/query-error';
import { formatDateTime } from '@admin-app/lib/dates';
import { memberActions, useMemberMutation } from '../api/member-actions';
import { memberStrings as t } from '../strings';
import { PartTable } from './member-tables';

type Session = {
  id: number;
  ip: string;
  user_agent: string;
  created_at: string;
  expires_at: string;
  live: boolean;
};

/** The member's logins: revoke one, or all (which also closes the games they have open). */
export const SessionsTab = ({ memberId, canManage }: { memberId: number; canManage: boolean }) => {
  const { message } = App.useApp();
  const revokeOne = useMemberMutation(memberId, (sessionId: number) =>
    memberActions.revokeOne(memberId, sessionId),
  );
  const revokeAll = useMemberMutation(memberId, () => memberActions.revokeAll(memberId));
  const onAll = () =>
    revokeAll.mutate(undefined, {
      onSuccess: (ended) => message.success(t.revoked(ended.revoked_sessions, ended.ended_game_sessions)),
      onError: (e) => message.error(errorText(e)),
    });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {canManage ? (
        <Popconfirm title={t.revokeAllConfirm} onConfirm={onAll}>
          <Button danger loading={revokeAll.isPending} data-testid="revoke-all">
            {t.revokeAll}
          </Button>
        </Popconfirm>
      ) : null}
      <PartTable<Session>
        memberId={memberId}
        part="sessions"
        contract={import.meta.env.DEV && memberSessions}
        columns={[
          { title: t.time, dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
          { title: t.ip, dataIndex: 'ip' },
          { title: t.device, dataIndex: 'user_agent' },
          { title: t.expires, dataIndex: 'expires_at', render: (v: string) => formatDateTime(v) },
          {
            title: t.status,
            dataIndex: 'live',
            render: (live: boolean) => (live ? <Tag color="green">{t.live}</Tag> : <Tag>{t.ended}</Tag>),
          },
          {
            title: '',
            render: (_: never, row: Session) =>
              canManage && row.live ? (
                <Button
                  size="small"
                  onClick={() => revokeOne.mutate(row.id, { onError: (e) => message.error(errorText(e)) })}
                >
                  {t.revoke}
                </Button>
              ) : null,
          },
        ]}
      />
    </Space>
  );
};
