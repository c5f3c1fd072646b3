import { queryOptions, useQuery } from '@tanstack/react-query';
import { lobbyConfig, type LobbyConfig } from '@contract/game';
import { request } from '@lib/api';
import { gameKeys } from './keys';

/** GET /api/lobby/configs: what a lobby page shows (its categories, hot, last played, search). */
export const getLobbyConfig = (lobbyKey: string) =>
  request<LobbyConfig>(import.meta.env.DEV && lobbyConfig, {
    method: 'GET',
    url: '/api/lobby/configs',
    params: { lobby_key: lobbyKey },
  });

const lobbyConfigQueryOptions = (lobbyKey: string) =>
  queryOptions({
    queryKey: gameKeys.lobbyConfig(lobbyKey),
    queryFn: () => getLobbyConfig(lobbyKey),
    staleTime: 5 * 60_000,
  });

export const useLobbyConfigQuery = (lobbyKey: string) => useQuery(lobbyConfigQueryOptions(lobbyKey));
