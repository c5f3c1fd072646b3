import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { statementAnswer, type statementQuery } from '@contract/wallet';
import { request } from '@lib/api';
import { memberMeta, type StatementFilters, statementKeys } from './keys';

export type StatementQuery = z.infer<typeof statementQuery>;
export type StatementPage = z.infer<typeof statementAnswer>;

const STATEMENT_PAGE_SIZE = 20;

/** GET /api/member/statement: one page of the member's money movements, newest first, cursor paged. */
export const getStatement = (query: StatementQuery) =>
  request<StatementPage>(import.meta.env.DEV && statementAnswer, {
    method: 'GET',
    url: '/api/member/statement',
    params: query,
  });

const statementQueryOptions = (filters: StatementFilters) =>
  infiniteQueryOptions({
    queryKey: statementKeys.list(filters),
    queryFn: ({ pageParam }) =>
      getStatement({ ...filters, limit: STATEMENT_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    meta: memberMeta,
    staleTime: 15_000,
  });

export const useStatementQuery = (filters: StatementFilters) =>
  useInfiniteQuery(statementQueryOptions(filters));
