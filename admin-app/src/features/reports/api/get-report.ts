import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moneyReport, type MoneyReport, type ReportQuery } from '@contract/admin/reports';
import { api, request } from '@lib/api';

const reportKeys = {
  all: ['admin', 'reports'] as const,
  money: (range: ReportQuery) => [...reportKeys.all, 'money', range] as const,
};

const getMoneyReport = (range: ReportQuery) =>
  request<MoneyReport>(import.meta.env.DEV && moneyReport, {
    method: 'GET',
    url: '/api/admin/reports/money',
    params: range,
  });

const moneyReportOptions = (range: ReportQuery) =>
  queryOptions({
    queryKey: reportKeys.money(range),
    queryFn: () => getMoneyReport(range),
    placeholderData: keepPreviousData,
  });

export const useMoneyReportQuery = (range: ReportQuery) => useQuery(moneyReportOptions(range));

/** The CSV comes through the api client (it carries the staff token), then is saved as a file. */
export const downloadReportCsv = async (range: ReportQuery, by: 'day' | 'category' | 'member') => {
  const response = await api.get<Blob>('/api/admin/reports/money.csv', {
    params: { ...range, by },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `report-${by}-${range.from}-${range.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
};
