import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionAnswer, type RegisterBody, type SessionAnswer } from '@contract/account';
import { request } from '@lib/api';
import { startSession } from './start-session';

/** POST /api/register: creates the member (and the main wallet) and answers a session like login. */
export const register = (body: RegisterBody) =>
  request<SessionAnswer>(import.meta.env.DEV && sessionAnswer, {
    method: 'POST',
    url: '/api/register',
    data: body,
  });

export const useRegisterMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => startSession(queryClient, session),
  });
};
