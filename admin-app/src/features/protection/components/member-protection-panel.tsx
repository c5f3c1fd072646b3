import { Alert, Card, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import type { MemberProtection } from '@contract/admin/protection';
import { formatThaiDateTime } from '@lib/format';
import { QueryError } from '@admin-app/app/components/query-error';
import { useMemberProtection } from '../api/protection-api';
import { protectionStrings as t } from '../strings';
import { LimitsTable } from './limits-table';
import { ProtectionHistory } from './protection-history';

/**
 * The member page's "player protection" tab: read-only on purpose. The member sets everything here from their
 * own safety page; no control on this screen changes it, and no admin route exists that could.
 */
export const MemberProtectionPanel = ({ memberId }: { memberId: number }) => {
  const protection = useMemberProtection(memberId);
  if (protection.isError) return <QueryError error={protection.error} onRetry={() => protection.refetch()} />;
  if (!protection.data) return <Skeleton active />;
  const p = protection.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="member-protection">
      <Typography.Text type="secondary">{t.readOnly}</Typography.Text>
      <ExclusionCard exclusion={p.exclusion} />
      <Card size="small" title={t.limitsTitle}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <LimitsTable limits={p.limits} />
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t.realityCheck}>
              <span data-testid="reality-check">
                {p.reality_check_minutes === 0 ? t.realityOff : t.realityEvery(p.reality_check_minutes)}
              </span>
            </Descriptions.Item>
          </Descriptions>
        </Space>
      </Card>
      <Card size="small" title={t.historyTitle}>
        <ProtectionHistory rows={p.history} />
      </Card>
    </Space>
  );
};

const ExclusionCard = ({ exclusion }: { exclusion: MemberProtection['exclusion'] }) => {
  if (!exclusion)
    return (
      <Card size="small" title={t.exclusionTitle} data-testid="exclusion">
        <Typography.Text>{t.exclusionNone}</Typography.Text>
      </Card>
    );
  return (
    <Card
      size="small"
      title={t.exclusionTitle}
      extra={
        <Tag color={exclusion.kind === 'self_exclusion' ? 'red' : 'orange'}>
          {t.exclusionKinds[exclusion.kind]}
        </Tag>
      }
      data-testid="exclusion"
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t.exclusionStart}>
          {formatThaiDateTime(exclusion.started_at)}
        </Descriptions.Item>
        <Descriptions.Item label={t.exclusionEnd}>{formatThaiDateTime(exclusion.until)}</Descriptions.Item>
      </Descriptions>
      <Alert type="warning" showIcon message={t.exclusionNote} />
    </Card>
  );
};
