import { useInfiniteQuery } from '@tanstack/react-query';
import { auditPage, type AuditPage } from '@contract/admin/audit';
import { request } from '@lib/api';

export type AuditFilter = {
  staff_id?: number;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
};

const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, 'list', filter] as const,
};

const getAudit = (filter: AuditFilter, beforeId?: number) =>
  request<AuditPage>(import.meta.env.DEV && auditPage, {
    method: 'GET',
    url: '/api/admin/audit',
    params: { ...filter, before_id: beforeId, limit: 50 },
    skipBadRequestRedirect: true,
  });

/** Pages of the audit log, newest first; the next page starts below the last row's id. */
export const useAuditQuery = (filter: AuditFilter) =>
  useInfiniteQuery({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam }) => getAudit(filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
  });
