import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { resetPasswordAnswer, type resetPasswordBody } from '@contract/account';
import { request } from '@lib/api';

type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type ResetPasswordAnswer = z.infer<typeof resetPasswordAnswer>;

/** POST /api/reset_password: step 1, a one-time code is sent by SMS; answers its reference and timings. */
const resetPassword = (body: ResetPasswordBody) =>
  request<ResetPasswordAnswer>(import.meta.env.DEV && resetPasswordAnswer, {
    method: 'POST',
    url: '/api/reset_password',
    data: body,
  });

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
