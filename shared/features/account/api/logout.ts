import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@lib/api';
import { userCleared } from '@features/account/stores/user-store';
import { forgetMemberData } from './keys';
import { logoutAnswer } from '@contract/account';

/** POST /api/logout: ends the session on the server at once. */
const logout = () =>
  request<unknown>(import.meta.env.DEV && logoutAnswer, { method: 'POST', url: '/api/logout' });

/**
 * The member asked to leave: the local session ends whether or not the server call succeeds (a dead token or a
 * network failure must not keep anyone logged in on this device).
 */
export const useLogoutMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      userCleared();
      forgetMemberData(queryClient);
    },
  });
};
