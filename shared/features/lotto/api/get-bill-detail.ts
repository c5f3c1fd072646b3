import { queryOptions, useQuery } from '@tanstack/react-query';
import { billDetail, type BillDetail } from '@contract/lotto';
import { request } from '@lib/api';
import { lottoKeys, memberMeta } from './keys';

/** GET /api/lotto/bill/detail: one bill with each line's frozen rate and its result. */
const getBillDetail = (billId: number) =>
  request<BillDetail>(import.meta.env.DEV && billDetail, {
    method: 'GET',
    url: '/api/lotto/bill/detail',
    params: { bill_id: billId },
  });

const billDetailQueryOptions = (billId: number) =>
  queryOptions({
    queryKey: lottoKeys.bill(billId),
    queryFn: () => getBillDetail(billId),
    meta: memberMeta,
    staleTime: 10_000,
  });

export const useBillDetailQuery = (billId: number) => useQuery(billDetailQueryOptions(billId));
