import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEnrolAnswer, loginStep, type AdminEnrolAnswer, type LoginStep } from '@contract/admin/auth';
import { request, type AnswerContract } from '@lib/api';
import { sessionStarted } from '../session-store';
import { authKeys } from './auth-keys';

const post = <T>(contract: AnswerContract<T>, url: string, data: unknown) =>
  request<T>(contract, { method: 'POST', url, data, skipBadRequestRedirect: true });

export const login = (body: { username: string; password: string }) =>
  post<LoginStep>(import.meta.env.DEV && loginStep, '/api/admin/auth/login', body);
export const submitTotp = (body: { ticket: string; code: string }) =>
  post<LoginStep>(import.meta.env.DEV && loginStep, '/api/admin/auth/totp', body);
export const changePasswordWithTicket = (body: { ticket: string; new_password: string }) =>
  post<LoginStep>(import.meta.env.DEV && loginStep, '/api/admin/auth/change_password', body);
export const enrol = (body: { ticket: string; code?: string }) =>
  post<AdminEnrolAnswer>(import.meta.env.DEV && adminEnrolAnswer, '/api/admin/auth/enrol', body);

/**
 * One mutation per login step; a `done` answer starts the session and seeds the "me" query, so the console
 * opens without another round trip.
 */
export const useLoginStepMutation = <B>(call: (body: B) => Promise<LoginStep | AdminEnrolAnswer>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      if (answer.step !== 'done') return;
      sessionStarted(answer.access_token);
      client.setQueryData(authKeys.me(), answer.staff);
    },
  });
};
