import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { sessionAnswer, type loginBody, type SessionAnswer } from '@contract/account';
import { request } from '@lib/api';
import { userCleared } from '@features/account/stores/user-store';
import { startSession } from './start-session';

export type LoginBody = z.infer<typeof loginBody>;

/** POST /api/login: phone and password; answers `{access_token, expires_at}`. */
export const login = (body: LoginBody) =>
  request<SessionAnswer>(import.meta.env.DEV && sessionAnswer, {
    method: 'POST',
    url: '/api/login',
    data: body,
  });

/** SPEC §4: success sets the token and logs the member in; an error result clears the user. */
export const useLoginMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => startSession(queryClient, session),
    onError: () => userCleared(),
  });
};
