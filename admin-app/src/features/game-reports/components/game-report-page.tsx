import { App, Button, Card, Col, Row, Select, Space, Statistic, Tabs, Typography } from 'antd';
import { useState } from 'react';
import type { GameReportLevel, GameReportQuery } from '@contract/admin/game-reports';
import { formatBaht } from '@lib/format';
import { isApiError } from '@lib/api-error';
import { DayRangePicker, useMonthToDate } from '@admin-app/ui/money/day-range-picker';
import { QueryState } from '@admin-app/ui/money/query-state';
import { downloadGameReportCsv, useGameReport } from '../api/game-reports-api';
import { gameReportStrings as s } from '../strings';
import { FigureTable } from './figure-table';
import { StatementCard } from './statement-card';

type Filter = Pick<GameReportQuery, 'provider' | 'studio' | 'category'>;

/** Play per provider, studio and game over a range, filtered and sortable, each level as CSV; the statement. */
export const GameReportPage = () => {
  const [range, setRange] = useMonthToDate();
  const [filter, setFilter] = useState<Filter>({});
  const [level, setLevel] = useState<GameReportLevel>('provider');
  const query = useGameReport({ ...range, ...filter });
  const { message } = App.useApp();
  const download = () =>
    downloadGameReportCsv({ ...range, ...filter }, level).catch(
      (e: unknown) => void message.error(isApiError(e) ? e.message : s.downloadFailed),
    );
  const report = query.data;
  const providerOptions = (report?.providers ?? []).map((p) => ({
    value: p.provider_code,
    label: p.provider_name,
  }));
  const studioOptions = (report?.studios ?? [])
    .filter((l) => l.studio_id !== null)
    .map((l) => ({ value: l.studio_id!, label: `${l.studio_name} (${l.provider_name})` }));
  return (
    <div data-testid="game-report-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {s.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{s.intro}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        <span>{s.range}</span>
        <DayRangePicker range={range} onChange={setRange} />
        <Select
          allowClear
          aria-label={s.provider}
          placeholder={s.allProviders}
          style={{ width: 180 }}
          value={filter.provider}
          options={providerOptions}
          onChange={(provider?: string) => setFilter({ ...filter, provider, studio: undefined })}
        />
        <Select
          allowClear
          aria-label={s.studio}
          placeholder={s.allStudios}
          style={{ width: 220 }}
          value={filter.studio}
          options={studioOptions}
          onChange={(studio?: number) => setFilter({ ...filter, studio })}
        />
        <Select
          allowClear
          aria-label={s.category}
          placeholder={s.allCategories}
          style={{ width: 160 }}
          value={filter.category}
          options={Object.entries(s.categories).map(([value, label]) => ({ value, label }))}
          onChange={(category?: Filter['category']) => setFilter({ ...filter, category })}
        />
      </Space>
      <QueryState query={query}>
        {(data) => (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Card size="small" title={s.total}>
              <Row gutter={16}>
                {(
                  [
                    [s.columns.bets, data.total.bets.toLocaleString('th-TH')],
                    [s.columns.stake, formatBaht(data.total.stake)],
                    [s.columns.win, formatBaht(data.total.win)],
                    [s.columns.ggr, formatBaht(data.total.ggr)],
                    [
                      s.columns.realised,
                      data.total.realised_rtp === null ? '-' : `${data.total.realised_rtp}%`,
                    ],
                    [s.columns.players, data.total.players.toLocaleString('th-TH')],
                  ] as const
                ).map(([title, value]) => (
                  <Col xs={12} sm={8} lg={4} key={title}>
                    <Statistic title={title} value={value} />
                  </Col>
                ))}
              </Row>
            </Card>
            <Card size="small">
              <Tabs
                activeKey={level}
                onChange={(key) => setLevel(key as GameReportLevel)}
                tabBarExtraContent={
                  <Button onClick={() => void download()} data-testid="game-report-csv">
                    {s.csv}
                  </Button>
                }
                items={[
                  {
                    key: 'provider',
                    label: s.byProvider,
                    children: <FigureTable level="provider" rows={data.providers} />,
                  },
                  {
                    key: 'studio',
                    label: s.byStudio,
                    children: <FigureTable level="studio" rows={data.studios} />,
                  },
                  { key: 'game', label: s.byGame, children: <FigureTable level="game" rows={data.games} /> },
                ]}
              />
            </Card>
          </Space>
        )}
      </QueryState>
      <div style={{ marginTop: 16 }}>
        <StatementCard />
      </div>
    </div>
  );
};
