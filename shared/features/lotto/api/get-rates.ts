import { queryOptions, useQuery } from '@tanstack/react-query';
import { lottoRates, type MarketRates } from '@contract/lotto';
import { request } from '@lib/api';
import { lottoKeys, memberMeta } from './keys';

/** GET /api/lotto/rates: every market's payout per baht for this member's agent. */
const getRates = () =>
  request<MarketRates[]>(import.meta.env.DEV && lottoRates, { method: 'GET', url: '/api/lotto/rates' });

const ratesQueryOptions = () =>
  queryOptions({ queryKey: lottoKeys.rates(), queryFn: getRates, meta: memberMeta, staleTime: 60_000 });

export const useRatesQuery = () => useQuery(ratesQueryOptions());
