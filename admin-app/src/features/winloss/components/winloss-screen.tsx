import { App, Button, Card, Col, Input, Row, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { formatBaht } from '@lib/format';
import { isApiError } from '@lib/api-error';
import { QueryState } from '@admin-app/ui/money/query-state';
import { DayRangePicker, useMonthToDate } from '@admin-app/ui/money/day-range-picker';
import { downloadWinLossCsv, useWinLossReportQuery } from '../api/get-winloss';
import { winLossStrings as s } from '../strings';
import { GameTable, MemberTable, ProviderTable } from './winloss-tables';
import { WinLossTop } from './winloss-top';

/** Win/loss of the members' play over a range: totals, top members, games, providers; per day or month. */
export const WinLossScreen = () => {
  const [range, setRange] = useMonthToDate();
  const [phone, setPhone] = useState('');
  const query = useWinLossReportQuery(phone ? { ...range, phone } : range);
  const { message } = App.useApp();
  const handleDownload = () =>
    downloadWinLossCsv(range).catch(
      (e: unknown) => void message.error(isApiError(e) ? e.message : s.downloadFailed),
    );
  return (
    <div data-testid="winloss-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {s.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{s.intro}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        <span>{s.range}</span>
        <DayRangePicker range={range} onChange={setRange} />
        <Input.Search
          allowClear
          placeholder={s.phonePlaceholder}
          onSearch={(value) => setPhone(value.trim())}
          style={{ width: 240 }}
          data-testid="winloss-phone"
        />
        <Button onClick={() => void handleDownload()} data-testid="winloss-csv">
          {s.csvMembers}
        </Button>
      </Space>
      <QueryState query={query}>
        {(report) => (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Card
              size="small"
              title={phone ? s.oneMember(phone) : `${s.total} · ${s.members(report.members)}`}
            >
              <Row gutter={16}>
                <Col xs={24} sm={8}>
                  <Statistic title={s.columns.stake} value={formatBaht(report.total.stake)} suffix="บาท" />
                </Col>
                <Col xs={24} sm={8}>
                  <Statistic title={s.columns.win} value={formatBaht(report.total.win)} suffix="บาท" />
                </Col>
                <Col xs={24} sm={8}>
                  <Statistic
                    title={s.columns.net}
                    value={formatBaht(report.total.net)}
                    suffix="บาท"
                    data-testid="winloss-net"
                  />
                </Col>
              </Row>
            </Card>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <Card size="small" title={s.winners}>
                  <MemberTable rows={report.winners} testId="winloss-winners" />
                </Card>
              </Col>
              <Col xs={24} xl={12}>
                <Card size="small" title={s.losers}>
                  <MemberTable rows={report.losers} testId="winloss-losers" />
                </Card>
              </Col>
            </Row>
            <Card size="small" title={s.byProvider}>
              <ProviderTable rows={report.providers} />
            </Card>
            <Card size="small" title={s.byGame}>
              <GameTable rows={report.games} />
            </Card>
          </Space>
        )}
      </QueryState>
      <div style={{ marginTop: 16 }}>
        <WinLossTop range={range} />
      </div>
    </div>
  );
};
