import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pollAdminItem,
  pollAdminList,
  pollAdminWinners,
  type PollAdminInput,
  type PollAdminItem,
  type PollAdminList,
  type PollAdminWinners,
} from '@contract/poll/poll-admin';
import { request } from '@lib/api';

const pollsKeys = { all: ['admin', 'polls'] as const };

/** GET /api/admin/polls: the agent's polls with votes per choice, the pending answer and what was paid. */
export const usePolls = () =>
  useQuery({
    queryKey: pollsKeys.all,
    queryFn: () =>
      request<PollAdminList>(import.meta.env.DEV && pollAdminList, {
        method: 'GET',
        url: '/api/admin/polls',
      }),
  });

/** GET /api/admin/polls/:id/winners: who won and what each was paid. */
export const usePollWinners = (id: number | null) =>
  useQuery({
    queryKey: [...pollsKeys.all, id, 'winners'],
    enabled: id !== null,
    queryFn: () =>
      request<PollAdminWinners>(import.meta.env.DEV && pollAdminWinners, {
        method: 'GET',
        url: `/api/admin/polls/${id}/winners`,
      }),
  });

const post = (url: string, data?: unknown) =>
  request<PollAdminItem>(import.meta.env.DEV && pollAdminItem, { method: 'POST', url, data: data ?? {} });

/** Every change of a poll (save, open/close, answer, confirm, refuse); the list is read again after each. */
export const usePollAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'save'; id?: number; data: PollAdminInput }
        | { kind: 'status'; id: number; status: 'open' | 'closed' }
        | { kind: 'answer'; id: number; choiceId: number }
        | { kind: 'confirm'; id: number }
        | { kind: 'reject'; id: number; reason: string },
    ) => {
      switch (action.kind) {
        case 'save':
          return post(action.id ? `/api/admin/polls/${action.id}` : '/api/admin/polls', action.data);
        case 'status':
          return post(`/api/admin/polls/${action.id}/status`, { status: action.status });
        case 'answer':
          return post(`/api/admin/polls/${action.id}/answer`, { choice_id: action.choiceId });
        case 'confirm':
          return post(`/api/admin/polls/${action.id}/answer/confirm`);
        case 'reject':
          return post(`/api/admin/polls/${action.id}/answer/reject`, { reason: action.reason });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: pollsKeys.all }),
  });
};
