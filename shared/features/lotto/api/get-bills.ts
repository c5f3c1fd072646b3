import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { billList, type BillList } from '@contract/lotto';
import { request } from '@lib/api';
import { lottoKeys, memberMeta } from './keys';

export type BillListStatus = 'pending' | 'won' | 'lost' | 'cancelled' | 'refunded' | 'all';

const PAGE = 20;

/** GET /api/lotto/bill/list: the member's bills, newest first, paged by the last bill id. */
const getBills = (status: BillListStatus, before?: number) =>
  request<BillList>(import.meta.env.DEV && billList, {
    method: 'GET',
    url: '/api/lotto/bill/list',
    params: { status, limit: PAGE, ...(before ? { before } : {}) },
  });

const billsQueryOptions = (status: BillListStatus) =>
  infiniteQueryOptions({
    queryKey: lottoKeys.billList(status),
    queryFn: ({ pageParam }) => getBills(status, pageParam || undefined),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.bills.at(-1)?.bill_id : undefined),
    meta: memberMeta,
    staleTime: 10_000,
  });

export const useBillsQuery = (status: BillListStatus) => useInfiniteQuery(billsQueryOptions(status));
