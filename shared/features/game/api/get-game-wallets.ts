import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@contract/wallet';
import { request } from '@lib/api';
import { gameKeys } from './keys';
import { gameWalletsAnswer } from '@contract/game';

type GameRef = { game_id: string; provider_id: string; sub_provider_id: string };

/** POST /api/game/wallets: the member's wallets whose type may play this game (ids as strings, SPEC §7). */
const getGameWallets = (game: GameRef) =>
  request<Wallet[]>(import.meta.env.DEV && gameWalletsAnswer, {
    method: 'POST',
    url: '/api/game/wallets',
    data: {
      game_id: String(game.game_id),
      provider_id: String(game.provider_id),
      sub_provider_id: String(game.sub_provider_id),
    },
  });

const gameWalletsQueryOptions = (game: GameRef) =>
  queryOptions({
    queryKey: gameKeys.wallets(game.game_id, game.provider_id),
    queryFn: () => getGameWallets(game),
    // Balances move while playing: always ask again when a game is opened.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useGameWalletsQuery = (game: GameRef | null) =>
  useQuery({
    ...gameWalletsQueryOptions(game ?? { game_id: '', provider_id: '', sub_provider_id: '' }),
    enabled: game !== null,
  });
