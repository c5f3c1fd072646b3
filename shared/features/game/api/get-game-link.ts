import { useMutation } from '@tanstack/react-query';
import { request } from '@lib/api';
import { gameLinkAnswer } from '@contract/game';

type GameLinkInput = {
  wallet_id: number;
  game_id: string;
  provider_id: string;
  is_mobile: boolean;
  source: string;
};

/** POST /api/game/link: a launch link bound to a game session for this member and wallet. */
const getGameLink = (input: GameLinkInput) =>
  request<{ link: string }>(import.meta.env.DEV && gameLinkAnswer, {
    method: 'POST',
    url: '/api/game/link',
    data: input,
  });

export const useGameLinkMutation = () => useMutation({ mutationFn: getGameLink });
