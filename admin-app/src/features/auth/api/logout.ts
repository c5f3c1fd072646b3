import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLogoutAnswer } from '@contract/admin/auth';
import { request } from '@lib/api';
import { sessionEnded } from '../session-store';

const logout = () =>
  request<null>(import.meta.env.DEV && adminLogoutAnswer, {
    method: 'POST',
    url: '/api/admin/auth/logout',
    data: {},
  });

/** Ends the session on the server, then forgets the token and every cached answer whatever the server said. */
export const useLogoutMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      sessionEnded({ byLogout: true });
      client.clear();
    },
  });
};
