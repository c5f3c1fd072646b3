import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { openMemberWallets } from '@server/ledger';
import { insertMember } from '@tests/server/helpers/test-app';

/** A studio of `provider` with its games, each offered by the demo agent. Codes get a random suffix. */
export const insertStudio = async (
  app: FastifyInstance,
  provider: string,
  games: { category: string; rtp: number | null }[],
) => {
  const tag = randomUUID().slice(0, 8);
  const { rows } = await app.db.query<{ id: number; provider_id: number }>(
    `INSERT INTO game_sub_providers (provider_id, code, name, sort)
     SELECT id, $2, $3, 0 FROM game_providers WHERE code = $1 RETURNING id, provider_id`,
    [provider, `st-${tag}`, `Studio ${tag}`],
  );
  const studio = {
    id: rows[0]!.id,
    providerId: rows[0]!.provider_id,
    code: `st-${tag}`,
    games: [] as Game[],
  };
  for (const [i, game] of games.entries()) {
    const code = `${provider}-${tag}-${i}`;
    // The aggregator's own id of the game, with capitals our codes refuse (Hub88 sends it; the wallet turns it
    // into our code before anything is recorded).
    const external = `Ext_${tag}_${i}`;
    const { rows: made } = await app.db.query<{ id: number }>(
      `INSERT INTO games (provider_id, sub_provider_id, code, external_code, name, category, rtp)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [studio.providerId, studio.id, code, external, `เกม ${code}`, game.category, game.rtp],
    );
    await app.db.query(
      `INSERT INTO agent_games (agent_id, game_id, hot, sort, enabled)
       SELECT id, $1, false, 0, true FROM agents WHERE code = 'demo'`,
      [made[0]!.id],
    );
    studio.games.push({
      id: made[0]!.id,
      code,
      providerId: studio.providerId,
      studioId: studio.id,
      ...game,
    });
  }
  return studio;
};
export type Game = {
  id: number;
  code: string;
  providerId: number;
  studioId: number;
  category: string;
  rtp: number | null;
};

type Player = { id: number; walletId: number };

/** A member of the demo agent with wallets. */
export const player = async (app: FastifyInstance): Promise<Player> => {
  const member = await insertMember(app);
  await openMemberWallets(app.db, member.id);
  const { rows } = await app.db.query<{ id: number }>(
    `SELECT id::int AS id FROM ledger_accounts WHERE member_id = $1 AND owner = 'member' AND wallet_type_id = 1`,
    [member.id],
  );
  return { id: member.id, walletId: rows[0]!.id };
};

/** One seamless transaction as the wallet records it (the figures read these rows, never the ledger). */
export type Tx = {
  member: Player;
  game: Game;
  kind: 'bet' | 'settle' | 'rollback';
  amount: number;
  at: string;
  status?: 'done' | 'rolled_back';
};

/** Writes the rows under one game session per row (the session a wallet call names). */
export const insertTxs = async (app: FastifyInstance, txs: Tx[]) => {
  for (const tx of txs) {
    const { rows } = await app.db.query<{ id: number }>(
      `INSERT INTO game_sessions (token_hash, member_id, agent_id, wallet_id, game_id, provider_id, expires_at)
       SELECT $1, $2, agent_id, $3, $4, $5, now() FROM members WHERE id = $2 RETURNING id`,
      [randomUUID(), tx.member.id, tx.member.walletId, tx.game.id, tx.game.providerId],
    );
    await app.db.query(
      `INSERT INTO seamless_transactions (provider_id, transaction_id, kind, session_id, member_id, wallet_id,
                                         round_id, game_code, amount, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        tx.game.providerId,
        randomUUID(),
        tx.kind,
        rows[0]!.id,
        tx.member.id,
        tx.member.walletId,
        randomUUID(),
        tx.game.code,
        tx.amount,
        tx.status ?? 'done',
        tx.at,
      ],
    );
  }
};
