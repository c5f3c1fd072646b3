import { queryOptions, useQuery } from '@tanstack/react-query';
import { lottoLobby, type LottoLobby } from '@contract/lotto';
import { request } from '@lib/api';
import { lottoKeys, memberMeta } from './keys';

/** GET /api/lotto/lobby: the markets with their current and next rounds, and the server's clock. */
const getLobby = () =>
  request<LottoLobby>(import.meta.env.DEV && lottoLobby, { method: 'GET', url: '/api/lotto/lobby' });

const lobbyQueryOptions = () =>
  queryOptions({
    queryKey: lottoKeys.lobby(),
    queryFn: getLobby,
    meta: memberMeta,
    // Rounds open and close all day (Yeekee every 15 minutes): a lobby left open keeps itself current.
    refetchInterval: 60_000,
  });

export const useLobbyQuery = () => useQuery(lobbyQueryOptions());
