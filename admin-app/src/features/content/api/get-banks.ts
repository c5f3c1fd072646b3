import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { bank, type Bank } from '@contract/agent';
import { request } from '@lib/api';
import { contentKeys } from './content-keys';

/** GET /api/banks: the banks the platform knows (the member site's list), for the agent's bank accounts. */
const getBanks = () =>
  request<Bank[]>(import.meta.env.DEV && z.array(bank), { method: 'GET', url: '/api/banks' });

export const useBanksQuery = () =>
  useQuery(queryOptions({ queryKey: contentKeys.part('banks'), queryFn: getBanks, staleTime: 60 * 60_000 }));
