import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@lib/api';
import { accountKeys } from './keys';
import { lineUnlinkAnswer, sessionAnswer, type SessionAnswer } from '@contract/account';
import { startSession } from './start-session';

type LineLinkAccountInput = { lineRegistrationToken: string; phone: string; password: string };

/**
 * POST /api/auth/line/link_account: a LINE user who already has an account links it with the account's phone and
 * password (LIFF), and is logged in to it.
 */
const lineLinkAccount = (input: LineLinkAccountInput) =>
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
const lineUnlink = () =>
  request<unknown>(import.meta.env.DEV && lineUnlinkAnswer, { method: 'POST', url: '/api/auth/line/unlink' });

export const useLineUnlinkMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lineUnlink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() }),
  });
};
