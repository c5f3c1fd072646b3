import { App, Button, Card, DatePicker, Radio, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { roleLabels, isStaffRole } from '@contract/admin/permissions';
import { shiftFigures, type ShiftRow } from '@contract/admin/shift-report';
import { QueryState } from '@admin-app/ui/money/query-state';
import { Baht } from '@admin-app/ui/money/baht';
import { Table } from '@admin-app/ui/table';
import { downloadShiftCsv, useShiftReportQuery, type ShiftRange } from '../api/get-shift-report';
import { shiftStrings as s } from '../strings';
import { presetRange, type ShiftPreset } from './shift-presets';

const PRESETS: ShiftPreset[] = ['today', 'morning', 'afternoon', 'night', 'yesterday'];

/** Each staff member's money decisions over a preset shift of today or any range, with its CSV. */
export const ShiftsScreen = () => {
  const { message } = App.useApp();
  const [preset, setPreset] = useState<ShiftPreset | null>('today');
  const [range, setRange] = useState<ShiftRange>(() => presetRange('today', new Date()));
  const query = useShiftReportQuery(range);
  const choose = (p: ShiftPreset) => {
    setPreset(p);
    setRange(presetRange(p, new Date()));
  };
  return (
    <div data-testid="shifts-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {s.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{s.intro}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        <Radio.Group
          optionType="button"
          value={preset}
          onChange={(e) => choose(e.target.value as ShiftPreset)}
          options={PRESETS.map((p) => ({ value: p, label: s.presets[p] }))}
        />
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="DD/MM/YYYY HH:mm"
          allowClear={false}
          value={[dayjs(range.from), dayjs(range.to)]}
          onChange={(values) => {
            if (!values?.[0] || !values[1]) return;
            setPreset(null);
            setRange({ from: values[0].toISOString(), to: values[1].toISOString() });
          }}
          data-testid="shifts-range"
        />
        <Button
          onClick={() => void downloadShiftCsv(range).catch(() => void message.error(s.downloadFailed))}
          data-testid="shifts-csv"
        >
          {s.csv}
        </Button>
      </Space>
      <QueryState query={query}>
        {(report) => (
          <Card size="small">
            <Table<ShiftRow>
              rowKey="staff_id"
              size="small"
              dataSource={report.staff}
              pagination={false}
              locale={{ emptyText: s.empty }}
              data-testid="shifts-table"
              columns={[
                { title: s.staff, dataIndex: 'username', fixed: 'left' },
                {
                  title: s.role,
                  dataIndex: 'role',
                  render: (v: string) => <Tag>{isStaffRole(v) ? roleLabels[v] : v}</Tag>,
                },
                ...shiftFigures.map((f) => ({
                  title: s.figures[f],
                  key: f,
                  align: 'right' as const,
                  render: (_: unknown, row: ShiftRow) =>
                    row.figures[f].count === 0 ? (
                      '-'
                    ) : (
                      <Space direction="vertical" size={0} data-testid={`shift-${row.username}-${f}`}>
                        <span>{s.count(row.figures[f].count)}</span>
                        <Baht value={row.figures[f].amount} strong />
                      </Space>
                    ),
                })),
              ]}
            />
          </Card>
        )}
      </QueryState>
    </div>
  );
};
