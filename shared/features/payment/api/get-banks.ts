import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank, type Bank } from '@contract/agent';
import { request } from '@lib/api';
import { paymentKeys } from './keys';

/** GET /api/banks: the banks a sub account may be at, with their account digit counts. */
const getBanks = () =>
  request<Bank[]>(import.meta.env.DEV && z.array(bank), { method: 'GET', url: '/api/banks' });

const banksQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.banks(), queryFn: getBanks, staleTime: 60 * 60_000 });

export const useBanksQuery = () => useQuery(banksQueryOptions());
