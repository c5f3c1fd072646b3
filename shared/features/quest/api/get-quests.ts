import { queryOptions, useQuery } from '@tanstack/react-query';
import { questList, type QuestList } from '@contract/rewards/quest';
import { request } from '@lib/api';
import { memberMeta, questKeys } from './keys';

/** GET /api/quest/list: this period's quests with live progress (opening it records the day's check-in). */
const getQuests = () =>
  request<QuestList>(import.meta.env.DEV && questList, { method: 'GET', url: '/api/quest/list' });

const questsQueryOptions = () =>
  queryOptions({ queryKey: questKeys.list(), queryFn: getQuests, meta: memberMeta, staleTime: 15_000 });

export const useQuestsQuery = () => useQuery(questsQueryOptions());
