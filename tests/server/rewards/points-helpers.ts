import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { earnPoints } from '@server/ledger';
import { createItem, type ItemInput } from '@server/rewards/points';
import type { ByStaff } from '@server/staff/audit';
import { demoAgentId } from './rewards-helpers';
import { autocommit } from '@server/db/db';

/** An operator-like actor of the demo agent: the admin services write their audit rows with it. */
const testStaff = async (app: FastifyInstance): Promise<ByStaff> => ({
  actor: { id: null, agentId: await demoAgentId(app), username: 'test' },
  meta: { ip: '127.0.0.1', requestId: randomUUID() },
});

/** A shop item of the demo agent; `fields` overrides the defaults (credit 50 baht to the main wallet for 10). */
export const insertItem = async (app: FastifyInstance, fields: Partial<ItemInput> = {}) =>
  createItem(app.db, await testStaff(app), {
    name: 'เครดิต 50 บาท',
    image: '',
    description: '',
    cost: 10,
    type: 'credit',
    amount: 5000,
    walletTypeId: 1,
    spinValue: null,
    stock: null,
    perMemberLimit: null,
    active: true,
    sort: 0,
    turnoverMultiplier: 0,
    freebet: null,
    ...fields,
  });

export const givePoints = (app: FastifyInstance, memberId: number, points: number) =>
  earnPoints(autocommit(app.db), {
    key: `test-points:${randomUUID()}`,
    member: memberId,
    points,
    description: 'ทดสอบ',
  });
