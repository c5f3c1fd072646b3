import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { transferStrings as s } from '../strings';
import { RecordLineModal } from './record-line-modal';

// The import screen (mapping, preview) is the larger part: loaded when staff open it.
const StatementImport = lazy(() =>
  import('./statement-import').then((module) => ({ default: module.StatementImport })),
);

/** Statement lines into the queue (issue 28): one typed in, or a bank's CSV file imported. */
export const StatementActions = () => {
  const [open, setOpen] = useState<'line' | 'file' | null>(null);
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Button onClick={() => setOpen('line')} data-testid="record-line">
        {s.recordLine}
      </Button>
      <Button type="primary" onClick={() => setOpen('file')} data-testid="import-file">
        {s.importFile}
      </Button>
      {open === 'line' ? <RecordLineModal onClose={() => setOpen(null)} /> : null}
      {open === 'file' ? (
        <Suspense fallback={null}>
          <StatementImport onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Space>
  );
};
