import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Popconfirm,
  Row,
  Skeleton,
  Space,
  Statistic,
  Tabs,
  Tag,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryError, errorText } from '@admin-app/app/components/query-error';
import { formatDateTime } from '@admin-app/lib/dates';
import { paths } from '@admin-app/app/paths';
import { formatBaht } from '@lib/format';
import { ReasonModal } from '@admin-app/ui/money/reason-modal';
import { useNarrow } from '@admin-app/ui/narrow';
import { useMember } from '../api/get-member';
import { memberActions, useMemberMutation } from '../api/member-actions';
import { memberStrings as t } from '../strings';
import { AdjustForm } from './adjust-form';
import { GamesTable, InboxTable, PaymentsTable, StatementTable } from './member-tables';
import { NotesTab } from './notes-tab';
import { RewardsTab } from './rewards-tab';
import { SessionsTab } from './sessions-tab';

type MemberTab = { key: string; label: string; children: React.ReactNode };

/**
 * One member: profile, wallets, the actions the role may take, and the tabs of their history. `extraTabs` are
 * tabs of other features (player protection) that the route composes in, after this feature's own.
 */
type MemberPageProps = {
  memberId: number;
  /** The signed-in staff member's permissions (the route reads them). */
  granted: ReadonlySet<string>;
  extraTabs?: MemberTab[];
};

export const MemberPage = ({ memberId, granted, extraTabs = [] }: MemberPageProps) => {
  const { message } = App.useApp();
  const member = useMember(memberId);
  const narrow = useNarrow();
  const canManage = granted.has('members.manage');
  const setStatus = useMemberMutation(memberId, (change: { to: 'disable' | 'enable'; reason?: string }) =>
    memberActions.setStatus(memberId, change.to, change.reason),
  );
  const [disabling, setDisabling] = useState(false);
  const reset = useMemberMutation(memberId, () => memberActions.passwordReset(memberId));
  if (member.isError) return <QueryError error={member.error} onRetry={() => member.refetch()} />;
  if (!member.data) return <Skeleton active />;
  const m = member.data;
  const fail = (e: unknown) => message.error(errorText(e));
  // On a phone the actions go above the profile: beside the title they left it a few letters.
  const actions = canManage ? (
    <Space wrap>
      <Popconfirm
        title={t.passwordResetConfirm}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: (r) => message.success(t.passwordResetSent(r.ref)),
            onError: fail,
          })
        }
      >
        <Button loading={reset.isPending}>{t.passwordReset}</Button>
      </Popconfirm>
      {m.status === 'active' ? (
        <Button
          danger
          loading={setStatus.isPending}
          data-testid="member-disable"
          onClick={() => {
            setStatus.reset();
            setDisabling(true);
          }}
        >
          {t.disable}
        </Button>
      ) : (
        <Button
          type="primary"
          loading={setStatus.isPending}
          onClick={() => setStatus.mutate({ to: 'enable' }, { onError: fail })}
        >
          {t.enable}
        </Button>
      )}
      <ReasonModal
        open={disabling}
        title={t.disableConfirm}
        okText={t.disable}
        danger
        pending={setStatus.isPending}
        error={setStatus.error}
        placeholder={t.disableReasonPlaceholder}
        onClose={() => setDisabling(false)}
        onSubmit={({ reason }) =>
          setStatus.mutate({ to: 'disable', reason }, { onSuccess: () => setDisabling(false) })
        }
      />
    </Space>
  ) : null;
  const tabs = [
    granted.has('members.money.view') && {
      key: 'statement',
      label: t.tabs.statement,
      children: <StatementTable memberId={memberId} />,
    },
    granted.has('members.money.view') && {
      key: 'games',
      label: t.tabs.games,
      children: <GamesTable memberId={memberId} />,
    },
    granted.has('members.money.view') && {
      key: 'payments',
      label: t.tabs.payments,
      children: <PaymentsTable memberId={memberId} />,
    },
    { key: 'inbox', label: t.tabs.inbox, children: <InboxTable memberId={memberId} /> },
    {
      key: 'sessions',
      label: t.tabs.sessions,
      children: <SessionsTab memberId={memberId} canManage={canManage} />,
    },
    { key: 'notes', label: t.tabs.notes, children: <NotesTab memberId={memberId} canManage={canManage} /> },
    granted.has('rewards.view') && {
      key: 'rewards',
      label: t.tabs.rewards,
      children: <RewardsTab memberId={memberId} />,
    },
    granted.has('adjust.money') && {
      key: 'adjust',
      label: t.adjust,
      children: <AdjustForm member={m} />,
    },
    ...extraTabs,
  ].filter(Boolean) as MemberTab[];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Link to={paths.members.getHref()}>← {t.back}</Link>
      <Card
        title={`${m.full_name} (${m.phone})`}
        extra={narrow ? null : actions}
        data-testid="member-profile"
      >
        {narrow && actions ? <div style={{ marginBottom: 16 }}>{actions}</div> : null}
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label={t.username}>{m.username}</Descriptions.Item>
          <Descriptions.Item label={t.bank}>{`${m.bank_code} ${m.bank_account}`}</Descriptions.Item>
          <Descriptions.Item label={t.status}>
            {m.status === 'active' ? (
              <Tag color="green">{t.active}</Tag>
            ) : (
              <Tag color="red">{t.disabled}</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t.referral}>{m.referral_code}</Descriptions.Item>
          <Descriptions.Item label={t.referredBy}>{m.referred_by ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t.vip}>{m.vip_level}</Descriptions.Item>
          <Descriptions.Item label={t.line}>
            <span data-testid="member-line">
              {m.line_linked ? t.lineLinked : t.lineNotLinked}
              {m.line_linked
                ? ` · ${m.line_following === null ? t.lineFollowUnknown : t.lineFollowing[String(m.line_following)]}`
                : null}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t.lineMessages}>
            <Space size={4} wrap data-testid="member-line-messages">
              {(['money', 'lotto', 'rewards'] as const).map((category) => (
                <Tag key={category} color={m.line_messages[category] ? 'green' : 'default'}>
                  {`${t.lineMessageCategories[category]}: ${m.line_messages[category] ? t.lineMessageOn : t.lineMessageOff}`}
                </Tag>
              ))}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t.joined}>{formatDateTime(m.created_at)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {granted.has('members.money.view') ? (
        <Row gutter={[16, 16]}>
          {m.wallets.map((w) => (
            <Col key={w.id} xs={12} md={6}>
              <Card size="small">
                <Statistic
                  title={w.name}
                  value={formatBaht(w.balance)}
                  suffix="บาท"
                  data-testid={`wallet-${w.wallet_type_id}`}
                />
              </Card>
            </Col>
          ))}
        </Row>
      ) : null}
      <Card>
        <Tabs items={tabs} tabBarGutter={24} />
      </Card>
    </Space>
  );
};
