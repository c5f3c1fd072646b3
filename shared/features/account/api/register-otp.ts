import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { resetPasswordAnswer, type registerOtpBody } from '@contract/account';
import { request } from '@lib/api';

type RegisterOtpBody = z.infer<typeof registerOtpBody>;
export type RegisterOtpTicket = z.infer<typeof resetPasswordAnswer>;

/** POST /api/register/otp: a code by SMS to the phone about to register (when the agent asks for one). */
const requestRegisterOtp = (body: RegisterOtpBody) =>
  request<RegisterOtpTicket>(import.meta.env.DEV && resetPasswordAnswer, {
    method: 'POST',
    url: '/api/register/otp',
    data: body,
  });

export const useRegisterOtpMutation = () => useMutation({ mutationFn: requestRegisterOtp });
