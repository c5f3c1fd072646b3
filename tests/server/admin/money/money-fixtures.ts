import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import { transfer } from '@server/ledger';
import { creditDeposit } from '@server/payments/ledger-port';
import { call, insertMember } from '@tests/server/helpers/test-app';
import { autocommit } from '@server/db/db';

let counter = 0;
const key = (what: string) => `test-${what}:${randomUUID()}:${(counter += 1)}`;

/** A member with a main wallet, and `baht` deposited into it the way a deposit credits (kind 'deposit'). */
export const depositedMember = async (app: FastifyInstance, baht: number) => {
  const member = await insertMember(app);
  if (baht > 0) await deposit(app, member.id, baht);
  return member;
};

export const deposit = (app: FastifyInstance, memberId: number, baht: number) =>
  app.db.tx((q) =>
    creditDeposit(q, {
      key: key('deposit'),
      memberId,
      amount: satang(Math.round(baht * 100)),
      description: 'ฝากเงินทดสอบ',
      meta: {},
    }),
  );

/** A game code of the built-in catalogue in the given category (the app syncs it at start). */
export const gameOf = async (app: FastifyInstance, category: string) =>
  (
    await app.db.query<{ code: string }>(`SELECT code FROM games WHERE category = $1 ORDER BY id LIMIT 1`, [
      category,
    ])
  ).rows[0]!.code;

/** A bet or a win as the seamless wallet writes it: between the main wallet and the provider's house account. */
export const play = (
  app: FastifyInstance,
  memberId: number,
  kind: 'bet' | 'win',
  baht: number,
  gameCode: string,
) => {
  const wallet = { member: memberId, walletTypeId: 1 };
  const house = { house: 'game:builtin' };
  return transfer(autocommit(app.db), {
    key: key(kind),
    from: kind === 'bet' ? wallet : house,
    to: kind === 'bet' ? house : wallet,
    amount: satang(Math.round(baht * 100)),
    kind,
    description: kind === 'bet' ? 'เดิมพันทดสอบ' : 'ชนะทดสอบ',
    meta: { provider: 'builtin', round_id: randomUUID(), game_id: gameCode },
  });
};

export const bonus = (app: FastifyInstance, memberId: number, baht: number) =>
  transfer(autocommit(app.db), {
    key: key('bonus'),
    from: { house: 'promotions' },
    to: { member: memberId, walletTypeId: 2 },
    amount: satang(Math.round(baht * 100)),
    kind: 'bonus',
    description: 'โบนัสทดสอบ',
  });

/** The member asks for a withdrawal through the member API; answers the withdrawal's id. */
export const requestWithdrawal = async (app: FastifyInstance, token: string, baht: number) => {
  const answer = await call(app, 'POST', '/api/member/withdraw', {
    token,
    body: { amount: baht, request_id: randomUUID() },
  });
  if (answer.error !== 0) throw new Error(`withdraw refused: ${answer.error} ${answer.message}`);
  return answer.data.id as number;
};

export const auditRows = async (app: FastifyInstance, targetType: string, targetId: number | string) =>
  (
    await app.db.query<{ action: string; reason: string; staff_username: string; after: unknown }>(
      `SELECT action, reason, staff_username, after FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id`,
      [targetType, String(targetId)],
    )
  ).rows;
