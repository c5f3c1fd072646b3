import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@lib/api';
import { accountKeys } from './keys';
import { lineLinkAnswer, lineUnlinkAnswer, sessionAnswer, type SessionAnswer } from '@contract/account';
import { startSession } from './start-session';

/** POST /api/auth/line/link: a logged-in member links the LINE account whose ID token is sent, with the password. */
export const lineLink = (idToken: string, password: string, nonce?: string) =>
  request<unknown>(import.meta.env.DEV && lineLinkAnswer, {
    method: 'POST',
    url: '/api/auth/line/link',
    data: nonce ? { id_token: idToken, password, nonce } : { id_token: idToken, password },
  });

export const useLineLinkMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idToken, password, nonce }: { idToken: string; password: string; nonce?: string }) =>
      lineLink(idToken, password, nonce),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() }),
  });
};

export type LineLinkAccountInput = { lineRegistrationToken: string; phone: string; password: string };

/**
 * POST /api/auth/line/link_account: a LINE user who already has an account links it with the account's phone and
 * password (LIFF), and is logged in to it.
 */
export const lineLinkAccount = (input: LineLinkAccountInput) =>
  request<SessionAnswer>(import.meta.env.DEV && sessionAnswer, {
    method: 'POST',
    url: '/api/auth/line/link_account',
    data: {
      line_registration_token: input.lineRegistrationToken,
      phone: input.phone,
      password: input.password,
    },
  });

export const useLineLinkAccountMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lineLinkAccount,
    onSuccess: (session) => startSession(queryClient, session),
  });
};

/** POST /api/auth/line/unlink: LINE stops logging in to this account (the profile's "disconnect LINE"). */
export const lineUnlink = () =>
  request<unknown>(import.meta.env.DEV && lineUnlinkAnswer, { method: 'POST', url: '/api/auth/line/unlink' });

export const useLineUnlinkMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lineUnlink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() }),
  });
};
