import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportQuery } from '@contract/admin/reports';
import {
  winLossReport,
  winLossTop,
  type WinLossQuery,
  type WinLossReport,
  type WinLossTop,
  type WinLossTopQuery,
} from '@contract/admin/winloss';
import { request } from '@lib/api';
import { downloadCsv } from '@admin-app/lib/download';

const winLossKeys = {
  all: ['admin', 'winloss'] as const,
  report: (query: WinLossQuery) => [...winLossKeys.all, 'report', query] as const,
  top: (query: WinLossTopQuery) => [...winLossKeys.all, 'top', query] as const,
};

const winLossReportOptions = (range: WinLossQuery) =>
  queryOptions({
    queryKey: winLossKeys.report(range),
    queryFn: () =>
      request<WinLossReport>(import.meta.env.DEV && winLossReport, {
        method: 'GET',
        url: '/api/admin/reports/winloss',
        params: range,
      }),
    placeholderData: keepPreviousData,
  });

const winLossTopOptions = (query: WinLossTopQuery) =>
  queryOptions({
    queryKey: winLossKeys.top(query),
    queryFn: () =>
      request<WinLossTop>(import.meta.env.DEV && winLossTop, {
        method: 'GET',
        url: '/api/admin/reports/winloss/top',
        params: query,
      }),
    placeholderData: keepPreviousData,
  });

export const useWinLossReportQuery = (range: WinLossQuery) => useQuery(winLossReportOptions(range));
export const useWinLossTopQuery = (query: WinLossTopQuery) => useQuery(winLossTopOptions(query));

export const downloadWinLossCsv = (range: ReportQuery) =>
  downloadCsv(
    '/api/admin/reports/winloss/members.csv',
    range,
    `winloss-members-${range.from}-${range.to}.csv`,
  );
