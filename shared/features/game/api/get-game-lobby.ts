import { gameLobbyAnswer, type GameCategory, type GameLobby } from '@contract/game';
import { request } from '@lib/api';

/**
 * GET /api/game/lobby: the providers of a category, the hot list and the member's last played games. The lobby
 * of many studios (issue 30) reads `/api/game/studios` and `/api/game/page` instead; this call stays for the
 * clients that ask it.
 */
export const getGameLobby = (category?: GameCategory) =>
  request<GameLobby>(import.meta.env.DEV && gameLobbyAnswer, {
    method: 'GET',
    url: '/api/game/lobby',
    params: category ? { category } : {},
  });
