import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { sessionAnswer, type changePasswordBody, type SessionAnswer } from '@contract/account';
import { request } from '@lib/api';
import { sessionRenewed } from '@features/account/stores/user-store';
import { accountKeys } from './keys';

type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const isSession = (value: unknown): value is SessionAnswer =>
  typeof value === 'object' && value !== null && typeof (value as SessionAnswer).access_token === 'string';

/** POST /api/member/change_password: the server ends the other sessions and may answer a fresh one. */
const changePassword = (body: ChangePasswordBody) =>
  request<unknown>(import.meta.env.DEV && sessionAnswer, {
    method: 'POST',
    url: '/api/member/change_password',
    data: body,
  });

export const useChangePasswordMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      if (isSession(answer)) sessionRenewed(answer);
      return queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() });
    },
  });
};
