import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lineAuthAnswer, type LineAuthAnswer } from '@contract/account';
import { request } from '@lib/api';
import { startSession } from './start-session';

/**
 * POST /api/auth/line: the LIFF ID token. A linked LINE user answers a session; otherwise a short-lived
 * registration token and the LINE profile, which the register screen sends back to link the new member.
 */
const lineAuth = (idToken: string, nonce?: string) =>
  request<LineAuthAnswer>(import.meta.env.DEV && lineAuthAnswer, {
    method: 'POST',
    url: '/api/auth/line',
    data: nonce ? { id_token: idToken, nonce } : { id_token: idToken },
  });

export const useLineAuthMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idToken, nonce }: { idToken: string; nonce?: string }) => lineAuth(idToken, nonce),
    onSuccess: async (answer) => {
      if (answer.linked) await startSession(queryClient, answer);
    },
  });
};
