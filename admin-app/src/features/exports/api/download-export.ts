import type { ExportKind } from '@contract/admin/exports';
import type { ReportQuery } from '@contract/admin/reports';
import { downloadCsv } from '@admin-app/lib/download';

/** GET /api/admin/exports/<kind>.csv for the range, saved as a file (a refusal throws its Thai message). */
export const downloadExport = (kind: ExportKind, range: ReportQuery) =>
  downloadCsv(`/api/admin/exports/${kind}.csv`, range, `${kind}-${range.from}-${range.to}.csv`);
