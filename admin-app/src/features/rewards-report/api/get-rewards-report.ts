import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsReport, type RewardsReport, type RewardsReportQuery } from '@contract/admin/rewards-report';
import { api, request } from '@lib/api';

const rewardsReportKeys = {
  all: ['admin', 'rewards-report'] as const,
  range: (range: RewardsReportQuery) => [...rewardsReportKeys.all, range] as const,
};

const getRewardsReport = (range: RewardsReportQuery) =>
  request<RewardsReport>(import.meta.env.DEV && rewardsReport, {
    method: 'GET',
    url: '/api/admin/rewards/report',
    params: range,
  });

const rewardsReportOptions = (range: RewardsReportQuery) =>
  queryOptions({
    queryKey: rewardsReportKeys.range(range),
    queryFn: () => getRewardsReport(range),
    placeholderData: keepPreviousData,
  });

export const useRewardsReportQuery = (range: RewardsReportQuery) => useQuery(rewardsReportOptions(range));

/** The CSV comes through the api client (it carries the staff token), then is saved as a file. */
export const downloadRewardsCsv = async (range: RewardsReportQuery) => {
  const response = await api.get<Blob>('/api/admin/rewards/report.csv', {
    params: range,
    responseType: 'blob',
  });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `rewards-${range.from}-${range.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
};
