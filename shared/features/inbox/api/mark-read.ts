import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxReadAnswer, type InboxReadAnswer } from '@contract/inbox';
import { request } from '@lib/api';
import { inboxKeys } from './keys';

/** POST /api/member/inbox/read: every message up to `up_to` read; answers what is still unread. */
const markInboxRead = (upTo: number) =>
  request<InboxReadAnswer>(import.meta.env.DEV && inboxReadAnswer, {
    method: 'POST',
    url: '/api/member/inbox/read',
    data: { up_to: upTo },
  });

export const useMarkInboxRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInboxRead,
    onSuccess: ({ unread }) => queryClient.setQueryData(inboxKeys.unread(), unread),
  });
};
