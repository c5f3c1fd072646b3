import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lineMessagesAnswer,
  type LineMessagesAnswer,
  type LineMessagesBody,
} from '@contract/line/message-prefs';
import { request } from '@lib/api';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { accountKeys, memberMeta } from './keys';

/** GET /api/member/line/messages: which LINE messages the member receives, and whether LINE is linked. */
const getLineMessages = () =>
  request<LineMessagesAnswer>(import.meta.env.DEV && lineMessagesAnswer, {
    method: 'GET',
    url: '/api/member/line/messages',
  });

const lineMessagesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.lineMessages(), queryFn: getLineMessages, meta: memberMeta });

export const useLineMessagesQuery = (options: { enabled?: boolean } = {}) => {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...lineMessagesQueryOptions(), enabled: isLoggedIn && (options.enabled ?? true) });
};

/** POST /api/member/line/messages: turns categories on or off; the answer is the member's choices after it. */
const saveLineMessages = (body: LineMessagesBody) =>
  request<LineMessagesAnswer>(import.meta.env.DEV && lineMessagesAnswer, {
    method: 'POST',
    url: '/api/member/line/messages',
    data: body,
  });

export const useLineMessagesMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLineMessages,
    onSuccess: (answer) => queryClient.setQueryData(accountKeys.lineMessages(), answer),
  });
};
