import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank, type Bank } from '@contract/agent';
import { request } from '@lib/api';
import { accountKeys } from './keys';

/** GET /api/banks: the banks a member may register with, and how many digits their accounts have. */
export const getBanks = () =>
  request<Bank[]>(import.meta.env.DEV && z.array(bank), { method: 'GET', url: '/api/banks' });

const banksQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.banks(), queryFn: getBanks, staleTime: 60 * 60_000 });

export const useBanksQuery = () => useQuery(banksQueryOptions());
