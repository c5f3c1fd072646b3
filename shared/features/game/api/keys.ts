import type { GameListCategory } from '@contract/game';
import type { GamePageQuery } from '@contract/game-lobby';

/** What a grid or shelf of the lobby lists: the lobby's categories (comma-separated), a studio, a shelf. */
export type GamePageParams = Pick<GamePageQuery, 'provider' | 'studio' | 'shelf'> & { categories: string };

/** The query keys of the game feature; invalidate through these, never a hand-written array. */
export const gameKeys = {
  all: ['game'] as const,
  lists: () => [...gameKeys.all, 'list'] as const,
  list: (params: { category?: GameListCategory; provider?: string; limit?: number }) =>
    [...gameKeys.lists(), params] as const,
  lobbyConfig: (key: string) => [...gameKeys.all, 'lobby-config', key] as const,
  wallets: (gameId: string, providerId: string) => [...gameKeys.all, 'wallets', gameId, providerId] as const,
  studios: (categories: string) => [...gameKeys.all, 'studios', categories] as const,
  page: (params: GamePageParams, limit: number) => [...gameKeys.all, 'page', params, limit] as const,
  search: (needle: string, categories: string) => [...gameKeys.all, 'search', needle, categories] as const,
  favourites: () => [...gameKeys.all, 'favourites'] as const,
};

/** One member's data: dropped at login and logout (see the account feature's `forgetMemberData`). */
export const memberMeta = { member: true } as const;
