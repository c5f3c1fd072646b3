import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adjustAnswer,
  memberNote,
  memberStatusAnswer,
  passwordResetAnswer,
  revokedAnswer,
  type AdjustBody,
} from '@contract/admin/members';
import { request, type AnswerContract } from '@lib/api';
import { membersKeys } from './members-keys';

const post = <T>(contract: AnswerContract<T>, url: string, data: object = {}) =>
  request<T>(contract, { method: 'POST', url, data });

/** The member page's changes; each refreshes the member's page afterwards. */
export const memberActions = {
  revokeAll: (id: number) =>
    post(import.meta.env.DEV && revokedAnswer, `/api/admin/members/${id}/sessions/revoke_all`),
  revokeOne: (id: number, sessionId: number) =>
    post(import.meta.env.DEV && revokedAnswer, `/api/admin/members/${id}/sessions/${sessionId}/revoke`),
  setStatus: (id: number, status: 'disable' | 'enable', reason?: string) =>
    post(import.meta.env.DEV && memberStatusAnswer, `/api/admin/members/${id}/${status}`, { reason }),
  addNote: (id: number, body: string) =>
    post(import.meta.env.DEV && memberNote, `/api/admin/members/${id}/notes`, { body }),
  passwordReset: (id: number) =>
    post(import.meta.env.DEV && passwordResetAnswer, `/api/admin/members/${id}/password_reset`),
  adjust: (id: number, body: AdjustBody) =>
    post(import.meta.env.DEV && adjustAnswer, `/api/admin/members/${id}/adjust`, body),
};

export const useMemberMutation = <A, R>(id: number, run: (args: A) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: membersKeys.member(id) }),
        client.invalidateQueries({ queryKey: membersKeys.myManualMoney() }),
      ]),
  });
};
