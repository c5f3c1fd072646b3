import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@lib/api';
import { accountKeys } from './keys';
import {
  lineLinkAnswer,
  lineUnlinkAnswer,
  lineWebLinkStartAnswer,
  sessionAnswer,
  type SessionAnswer,
} from '@contract/account';
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

type LineWebLinkStart = { authorize_url: string; expires_in: number };

/**
 * POST /api/member/line/link/start (web): the account's password starts linking LINE with LINE Login; the answer
 * is LINE's authorize URL, where the browser goes next (it comes back to `/member/profile?line=<outcome>`).
 */
const lineWebLinkStart = (password: string) =>
  request<LineWebLinkStart>(import.meta.env.DEV && lineWebLinkStartAnswer, {
    method: 'POST',
    url: '/api/member/line/link/start',
    data: { password },
  });

export const useLineWebLinkStartMutation = () => useMutation({ mutationFn: lineWebLinkStart });

/** POST /api/auth/line/link (LIFF): the LINE user of this LIFF session's ID token, with the account's password. */
const lineLink = (input: { idToken: string; password: string }) =>
  request<unknown>(import.meta.env.DEV && lineLinkAnswer, {
    method: 'POST',
    url: '/api/auth/line/link',
    data: { id_token: input.idToken, password: input.password },
  });

export const useLineLinkMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lineLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() }),
  });
};
