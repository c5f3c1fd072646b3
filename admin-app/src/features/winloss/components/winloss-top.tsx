import { Card, Col, Row, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ReportQuery } from '@contract/admin/reports';
import { QueryState } from '@admin-app/ui/money/query-state';
import { useWinLossTopQuery } from '../api/get-winloss';
import { winLossStrings as s } from '../strings';
import { MemberTable } from './winloss-tables';

/** Per day or per month of the range, its five biggest winners and losers, newest first. */
export const WinLossTop = ({ range }: { range: ReportQuery }) => {
  const [period, setPeriod] = useState<'day' | 'month'>('day');
  const query = useWinLossTopQuery({ ...range, period });
  return (
    <Card
      size="small"
      title={s.topTitle}
      extra={
        <Segmented
          value={period}
          onChange={(value) => setPeriod(value as 'day' | 'month')}
          options={[
            { value: 'day', label: s.perDay },
            { value: 'month', label: s.perMonth },
          ]}
        />
      }
    >
      <QueryState query={query} isEmpty={(data) => data.periods.length === 0} emptyText={s.noPlay}>
        {(data) => (
          <Space direction="vertical" style={{ width: '100%' }} data-testid="winloss-top">
            {data.periods.map((p) => (
              <div key={p.period}>
                <Typography.Title level={5}>{p.period}</Typography.Title>
                <Row gutter={[16, 16]}>
                  <Col xs={24} lg={12}>
                    <Typography.Text type="secondary">{s.winners}</Typography.Text>
                    <MemberTable rows={p.winners} />
                  </Col>
                  <Col xs={24} lg={12}>
                    <Typography.Text type="secondary">{s.losers}</Typography.Text>
                    <MemberTable rows={p.losers} />
                  </Col>
                </Row>
              </div>
            ))}
          </Space>
        )}
      </QueryState>
    </Card>
  );
};
