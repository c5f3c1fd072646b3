import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  questAdminItem,
  questAdminList,
  type QuestAdminInputDraft,
  type QuestAdminItem,
  type QuestAdminList,
} from '@contract/rewards/quest-admin';
import { request } from '@lib/api';

const questsKeys = { all: ['admin', 'quests'] as const };

/** GET /api/admin/quests: every quest of the agent with the current period's completions and today's claims. */
export const useQuests = () =>
  useQuery({
    queryKey: questsKeys.all,
    queryFn: () =>
      request<QuestAdminList>(import.meta.env.DEV && questAdminList, {
        method: 'GET',
        url: '/api/admin/quests',
      }),
  });

/** Creates (no id) or edits a quest; the list is read again either way. */
export const useSaveQuest = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id?: number; data: QuestAdminInputDraft }) =>
      request<QuestAdminItem>(import.meta.env.DEV && questAdminItem, {
        method: 'POST',
        url: id ? `/api/admin/quests/${id}` : '/api/admin/quests',
        data,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: questsKeys.all }),
  });
};

/** Pauses, resumes or ends a quest. */
export const useQuestStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'active' | 'paused' | 'ended' }) =>
      request<QuestAdminItem>(import.meta.env.DEV && questAdminItem, {
        method: 'POST',
        url: `/api/admin/quests/${id}/status`,
        data: { status },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: questsKeys.all }),
  });
};
