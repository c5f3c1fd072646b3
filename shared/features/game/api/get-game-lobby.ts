import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameLobbyAnswer, type GameCategory, type GameLobby } from '@contract/game';
import { request } from '@lib/api';
import { gameKeys } from './keys';

/** GET /api/game/lobby: the providers of a category, the hot list and the member's last played games. */
export const getGameLobby = (category?: GameCategory) =>
  request<GameLobby>(import.meta.env.DEV && gameLobbyAnswer, {
    method: 'GET',
    url: '/api/game/lobby',
    params: category ? { category } : {},
  });

const gameLobbyQueryOptions = (category?: GameCategory) =>
  queryOptions({
    queryKey: gameKeys.lobby(category),
    queryFn: () => getGameLobby(category),
    staleTime: 60_000,
  });

export const useGameLobbyQuery = (category?: GameCategory) => useQuery(gameLobbyQueryOptions(category));
