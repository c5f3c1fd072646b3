import { wheelSpin, type WheelSpin } from '@contract/rewards/wheel';
import { request } from '@lib/api';

/** POST /api/wheel/reward: the (already paid) prize of one of the member's spins, e.g. after a reload. */
export const getWheelReward = (spinId: number) =>
  request<WheelSpin>(import.meta.env.DEV && wheelSpin, {
    method: 'POST',
    url: '/api/wheel/reward',
    data: { spin_id: spinId },
    skipBadRequestRedirect: true,
  });
