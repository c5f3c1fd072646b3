import { Progress, Space, Tag, Typography } from 'antd';
import type { LimitStatus } from '@contract/protection/protection';
import { formatThaiDateTime } from '@lib/format';
import { Table } from '@admin-app/ui/table';
import { limitAmount, usedColour, usedPercent } from '../lib/limit-text';
import { protectionStrings as t } from '../strings';

/** Each limit: what is used of it now, when the count starts again, and a waiting increase or removal. */
export const LimitsTable = ({ limits }: { limits: LimitStatus[] }) => (
  <Table<LimitStatus>
    rowKey="key"
    size="small"
    pagination={false}
    dataSource={limits}
    data-testid="protection-limits"
    columns={[
      {
        title: t.limit,
        dataIndex: 'key',
        render: (key: LimitStatus['key']) => <strong>{t.limitLabels[key]}</strong>,
      },
      {
        title: t.used,
        width: 320,
        render: (_: unknown, l: LimitStatus) =>
          l.value === null ? (
            <Typography.Text type="secondary">{t.notSet}</Typography.Text>
          ) : (
            <Space direction="vertical" size={0} style={{ width: '100%' }} data-testid={`limit-${l.key}`}>
              <span>{t.usedOf(limitAmount(l.key, l.used), limitAmount(l.key, l.value))}</span>
              <Progress
                percent={usedPercent(l.used, l.value)}
                strokeColor={usedColour(l.used, l.value)}
                // "normal": antd would draw a green tick at 100%, which reads as "fine" for a limit used up.
                status="normal"
                size="small"
              />
            </Space>
          ),
      },
      {
        title: t.resets,
        dataIndex: 'resets_at',
        render: (at: string | null) => (at ? formatThaiDateTime(at) : t.sessionResets),
      },
      {
        title: t.pending,
        render: (_: unknown, l: LimitStatus) =>
          l.pending ? (
            <Tag color="gold" data-testid={`pending-${l.key}`}>
              {l.pending.value === null
                ? t.pendingRemove(formatThaiDateTime(l.pending.effective_at))
                : t.pendingRaise(
                    limitAmount(l.key, l.pending.value),
                    formatThaiDateTime(l.pending.effective_at),
                  )}
            </Tag>
          ) : (
            '-'
          ),
      },
    ]}
  />
);
