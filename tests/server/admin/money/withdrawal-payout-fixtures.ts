import type { FastifyInstance } from 'fastify';
import { decideWithdrawal } from '@server/payments/withdrawals';
import { deposit, depositedMember, gameOf, play, requestWithdrawal } from './money-fixtures';

/** One of the agent's own bank accounts (`agent` by code), the kind a payout is made from. */
export const agentBankAccount = async (app: FastifyInstance, agent = 'demo') =>
  (
    await app.db.query<{ id: number }>(
      `INSERT INTO agent_bank_accounts (agent_id, bank_code, account_number, account_name)
       SELECT id, 'SCB', '4445556667', 'บริษัท ทดสอบ จำกัด' FROM agents WHERE code = $1 RETURNING id`,
      [agent],
    )
  ).rows[0]!.id;

/**
 * A member the queue shows no flag for: registered 10 days ago, one withdrawal approved before, then a deposit
 * and some play since, and `baht` asked no more than that deposit. Answers the member (the new request not made).
 */
export const seasonedMember = async (app: FastifyInstance, deposited = 1000) => {
  const member = await depositedMember(app, 1000);
  await app.db.query(`UPDATE members SET created_at = now() - interval '10 days' WHERE id = $1`, [member.id]);
  const game = await gameOf(app, 'slot');
  await play(app, member.id, 'bet', 100, game);
  await decideWithdrawal(app.db, await requestWithdrawal(app, member.token, 100), {
    approve: true,
    by: 'ops',
  });
  await deposit(app, member.id, deposited);
  await play(app, member.id, 'bet', 50, game);
  return member;
};
