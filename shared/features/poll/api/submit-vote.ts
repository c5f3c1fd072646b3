import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pollSubmitAnswer, type PollSubmitAnswer } from '@contract/poll/poll';
import { request } from '@lib/api';
import { pollKeys } from './keys';

/** POST /api/poll/submit: one vote within the quota; a refusal carries its Thai message. */
const submitVote = (input: { pollId: number; choiceId: number }) =>
  request<PollSubmitAnswer>(import.meta.env.DEV && pollSubmitAnswer, {
    method: 'POST',
    url: '/api/poll/submit',
    data: { poll_id: input.pollId, choice_id: input.choiceId },
    skipBadRequestRedirect: true,
  });

export const useSubmitVoteMutation = (pollId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVote,
    onSuccess: (answer) => queryClient.setQueryData(pollKeys.quota(pollId), answer.quota),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pollKeys.quota(pollId) }),
        queryClient.invalidateQueries({ queryKey: pollKeys.stats(pollId) }),
      ]);
    },
  });
};
