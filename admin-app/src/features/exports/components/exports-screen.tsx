import { App, Button, Card, Empty, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { exportKinds, exportPermission, type ExportKind } from '@contract/admin/exports';
import { isApiError } from '@lib/api-error';
import { DayRangePicker, useMonthToDate } from '@admin-app/ui/money/day-range-picker';
import { downloadExport } from '../api/download-export';
import { exportStrings as s } from '../strings';

type ExportsScreenProps = {
  /** The signed-in staff member's permissions (the route reads them): each export shows to whom may download it. */
  granted: ReadonlySet<string>;
};

/** The console's CSV exports for a range of days: deposits, withdrawals, members, ledger movements, audit log. */
export const ExportsScreen = ({ granted }: ExportsScreenProps) => {
  const [range, setRange] = useMonthToDate();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const { message } = App.useApp();
  const kinds = exportKinds.filter((kind) => granted.has(exportPermission[kind]));
  const handleDownload = (kind: ExportKind) => {
    setBusy(kind);
    downloadExport(kind, range)
      .then(() => void message.success(s.downloaded))
      .catch((e: unknown) => void message.error(isApiError(e) ? e.message : s.downloadFailed))
      .finally(() => setBusy(null));
  };
  return (
    <div data-testid="exports-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {s.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{s.intro}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        <span>{s.range}</span>
        <DayRangePicker range={range} onChange={setRange} />
      </Space>
      <Card size="small">
        {kinds.length === 0 ? (
          <Empty description={s.none} />
        ) : (
          <List
            dataSource={kinds}
            renderItem={(kind) => (
              <List.Item
                actions={[
                  <Button
                    key="download"
                    loading={busy === kind}
                    onClick={() => handleDownload(kind)}
                    data-testid={`export-${kind}`}
                  >
                    {s.download}
                  </Button>,
                ]}
              >
                <List.Item.Meta title={s.kinds[kind].label} description={s.kinds[kind].help} />
              </List.Item>
            )}
          />
        )}
      </Card>
    </div>
  );
};
