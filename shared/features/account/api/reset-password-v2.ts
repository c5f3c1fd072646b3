import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { resetPasswordV2Answer, type resetPasswordV2Body } from '@contract/account';
import { request } from '@lib/api';

type ResetPasswordV2Body = z.infer<typeof resetPasswordV2Body>;

/** POST /api/reset_password_v2: step 2, the code and a new password; every session of the member ends. */
const resetPasswordV2 = (body: ResetPasswordV2Body) =>
  request<unknown>(import.meta.env.DEV && resetPasswordV2Answer, {
    method: 'POST',
    url: '/api/reset_password_v2',
    data: body,
  });

export const useResetPasswordV2Mutation = () => useMutation({ mutationFn: resetPasswordV2 });
