import { Progress, Radio, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ProtectionReportQuery, ProtectionReportRow } from '@contract/admin/protection';
import { formatThaiDateTime } from '@lib/format';
import { paths } from '@admin-app/app/paths';
import { Table } from '@admin-app/ui/table';
import { limitAmount, usedColour, usedPercent } from '../lib/limit-text';
import { protectionStrings as t } from '../strings';

type State = ProtectionReportQuery['state'];
type Props = {
  state: State;
  onState: (state: State) => void;
  rows: ProtectionReportRow[] | undefined;
  loading: boolean;
};

/** Members near (80%+) or at their limits, most used first; each name opens the member page. */
export const ReportTable = ({ state, onState, rows, loading }: Props) => (
  <Space direction="vertical" style={{ width: '100%' }}>
    <Typography.Text type="secondary">{t.reportIntro}</Typography.Text>
    <Radio.Group
      optionType="button"
      value={state}
      onChange={(e) => onState(e.target.value as State)}
      options={(['near', 'at', 'all'] as const).map((s) => ({ value: s, label: t.states[s] }))}
      data-testid="report-filter"
    />
    <Table<ProtectionReportRow>
      rowKey={(r) => `${r.member_id}-${r.key}`}
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
      locale={{ emptyText: t.reportEmpty }}
      data-testid="protection-report"
      columns={[
        {
          title: t.memberCol,
          dataIndex: 'username',
          render: (username: string, r) => <Link to={paths.member.getHref(r.member_id)}>{username}</Link>,
        },
        {
          title: t.limitCol,
          dataIndex: 'key',
          render: (key: ProtectionReportRow['key']) => t.limitLabels[key],
        },
        {
          title: t.used,
          render: (_: unknown, r) => t.usedOf(limitAmount(r.key, r.used), limitAmount(r.key, r.value)),
        },
        {
          title: t.ratio,
          width: 220,
          render: (_: unknown, r) => (
            <Progress
              percent={usedPercent(r.used, r.value)}
              strokeColor={usedColour(r.used, r.value)}
              // "normal": antd would draw a green tick at 100%, which reads as "fine" for a limit used up.
              status="normal"
              format={() => `${Math.round(r.ratio * 100)}%`}
              size="small"
            />
          ),
        },
        {
          title: t.stateCol,
          render: (_: unknown, r) =>
            r.ratio >= 1 ? (
              <Tag color="red">{t.states.at}</Tag>
            ) : r.ratio >= 0.8 ? (
              <Tag color="orange">{t.states.near}</Tag>
            ) : null,
        },
        {
          title: t.resets,
          dataIndex: 'resets_at',
          render: (at: string | null) => (at ? formatThaiDateTime(at) : t.sessionResets),
        },
      ]}
    />
  </Space>
);
