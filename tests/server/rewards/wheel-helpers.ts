import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WheelAdminBody } from '@contract/rewards/wheel-admin';
import { earnPoints } from '@server/ledger';
import { call } from '@tests/server/helpers/test-app';
import { autocommit } from '@server/db/db';

type Prize = WheelAdminBody['prizes'][number];
export const money = (amount: number, weight = 1): Prize => ({
  label: `${amount} บาท`,
  type: 'money',
  amount,
  wallet_type_id: 1,
  weight,
  colour: '#f5b700',
});
export const nothing = (weight = 1): Prize => ({
  label: 'เสียใจด้วย',
  type: 'none',
  amount: 0,
  wallet_type_id: null,
  weight,
  colour: '#333333',
});

/** Sets the demo agent's wheel through the back office route (one wheel per agent). */
export const setWheel = async (
  app: FastifyInstance,
  staffToken: string,
  prizes: Prize[],
  { enabled = true, pointsPerSpin = 10 }: { enabled?: boolean; pointsPerSpin?: number } = {},
) => {
  const answer = await call(app, 'POST', '/api/admin/wheel', {
    token: staffToken,
    body: { enabled, points_per_spin: pointsPerSpin, point_value: 1, prizes },
  });
  if (answer.error !== 0) throw new Error(`setWheel: ${answer.message}`);
  return answer.data;
};

export const givePoints = (app: FastifyInstance, memberId: number, points: number) =>
  earnPoints(autocommit(app.db), {
    key: `test-points:${randomUUID()}`,
    member: memberId,
    points,
    description: 'แต้มทดสอบ',
  });

export const spin = (app: FastifyInstance, token: string, requestId = randomUUID()) =>
  call(app, 'POST', '/api/wheel/spin_v2', { token, body: { request_id: requestId } });
