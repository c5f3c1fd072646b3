import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@lib/api';
import { accountKeys } from './keys';
import { lineLinkAnswer } from '@contract/account';

/** POST /api/auth/line/link: a logged-in member links the LINE account whose ID token is sent. */
export const lineLink = (idToken: string, nonce?: string) =>
  request<unknown>(import.meta.env.DEV && lineLinkAnswer, {
    method: 'POST',
    url: '/api/auth/line/link',
    data: nonce ? { id_token: idToken, nonce } : { id_token: idToken },
  });

export const useLineLinkMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idToken, nonce }: { idToken: string; nonce?: string }) => lineLink(idToken, nonce),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() }),
  });
};
