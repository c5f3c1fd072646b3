import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questRedeemAnswer, type QuestRedeemAnswer } from '@contract/rewards/quest';
import { request } from '@lib/api';
import { questKeys, walletKeyRoot } from './keys';

/** POST /api/quest/redeem: pays a completed quest once in its period; a refusal carries its Thai message. */
const redeemQuest = (questId: number) =>
  request<QuestRedeemAnswer>(import.meta.env.DEV && questRedeemAnswer, {
    method: 'POST',
    url: '/api/quest/redeem',
    data: { quest_id: questId },
    skipBadRequestRedirect: true,
  });

export const useRedeemQuestMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemQuest,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: questKeys.list() }),
        queryClient.invalidateQueries({ queryKey: walletKeyRoot }),
      ]);
    },
  });
};
