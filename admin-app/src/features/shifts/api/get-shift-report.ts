import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shiftReport, type ShiftReport } from '@contract/admin/shift-report';
import { request } from '@lib/api';
import { downloadCsv } from '@admin-app/lib/download';

export type ShiftRange = { from: string; to: string };

const shiftKeys = {
  all: ['admin', 'shifts'] as const,
  report: (range: ShiftRange) => [...shiftKeys.all, range] as const,
};

const getShiftReport = (range: ShiftRange) =>
  request<ShiftReport>(import.meta.env.DEV && shiftReport, {
    method: 'GET',
    url: '/api/admin/reports/shifts',
    params: range,
  });

export const useShiftReportQuery = (range: ShiftRange) =>
  useQuery({
    queryKey: shiftKeys.report(range),
    queryFn: () => getShiftReport(range),
    placeholderData: keepPreviousData,
  });

/** The same report as CSV, built by the server with the one CSV writer (shared/contract/csv.ts). */
export const downloadShiftCsv = (range: ShiftRange) =>
  downloadCsv('/api/admin/reports/shifts.csv', range, 'staff-shifts.csv');
