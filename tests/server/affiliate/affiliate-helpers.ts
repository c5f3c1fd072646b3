import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { saveSettings, type AffiliateSettings } from '@server/affiliate/settings';
import { fundedMember, launch, seamlessCall } from '@tests/server/games-platform/helpers';

export const agentId = async (app: FastifyInstance) =>
  (await app.db.query<{ id: number }>(`SELECT id FROM agents WHERE code = 'demo'`)).rows[0]!.id;

export const setSettings = async (app: FastifyInstance, settings: AffiliateSettings) =>
  saveSettings(app.db, await agentId(app), settings);

/** A funded member referred by `referrerId` (or nobody). */
export const referredMember = async (app: FastifyInstance, referrerId: number | null, baht = 100_000) => {
  const member = await fundedMember(app, baht);
  if (referrerId !== null)
    await app.db.query(`UPDATE members SET referred_by = $2 WHERE id = $1`, [member.id, referrerId]);
  return member;
};

/**
 * One real round through the seamless wallet (bet then settle), dated at `at`: the platform writes it now and
 * the test moves it to the day it stands for.
 */
export const playRound = async (
  app: FastifyInstance,
  member: { token: string; walletId: number },
  { game, stake, win, at }: { game: string; stake: number; win: number; at: Date },
) => {
  const session = await launch(app, member, game);
  const round = `r-${randomUUID()}`;
  const base = { token: session, round_id: round, game_id: game, currency: 'THB' };
  const bet = await seamlessCall(app, 'bet', { ...base, transaction_id: randomUUID(), amount: stake });
  if (bet.error !== 0) throw new Error(`bet refused: ${bet.error} ${bet.message}`);
  const settle = await seamlessCall(app, 'settle', { ...base, transaction_id: randomUUID(), amount: win });
  if (settle.error !== 0) throw new Error(`settle refused: ${settle.error} ${settle.message}`);
  await app.db.query(`UPDATE seamless_transactions SET created_at = $2 WHERE round_id = $1`, [round, at]);
};

export const affiliateBalance = async (app: FastifyInstance, memberId: number) => {
  const { rows } = await app.db.query<{ balance: string }>(
    `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND wallet_type_id = 4 AND owner = 'member'`,
    [memberId],
  );
  return Number(rows[0]?.balance ?? 0);
};
