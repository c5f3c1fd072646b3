import { useMutation } from '@tanstack/react-query';
import { wheelSpinAnswer, type WheelSpinAnswer } from '@contract/rewards/wheel';
import { request } from '@lib/api';

/**
 * POST /api/wheel/spin_v2. The caller makes `request_id` once per tap, so a retry after a lost answer gets the
 * same spin back and is not charged twice. The caller refreshes the wheel once the animation has landed (the
 * balance must not jump before the wheel stops).
 */
const spinWheel = (requestId: string) =>
  request<WheelSpinAnswer>(import.meta.env.DEV && wheelSpinAnswer, {
    method: 'POST',
    url: '/api/wheel/spin_v2',
    data: { request_id: requestId },
    skipBadRequestRedirect: true,
  });

export const useSpinMutation = () => useMutation({ mutationFn: spinWheel });
