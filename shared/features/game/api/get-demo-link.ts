import { useMutation } from '@tanstack/react-query';
import { request } from '@lib/api';
import { gameLinkAnswer } from '@contract/game';

type DemoLinkInput = { game_id: string; provider_id: string; is_mobile: boolean; source: string };

/** POST /api/game/demo: a play-money link, for guests too (the agent code rides on the client's header). */
const getDemoLink = (input: DemoLinkInput) =>
  request<{ link: string }>(import.meta.env.DEV && gameLinkAnswer, {
    method: 'POST',
    url: '/api/game/demo',
    data: input,
  });

export const useDemoLinkMutation = () => useMutation({ mutationFn: getDemoLink });
