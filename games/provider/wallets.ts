import { toBaht, toSatang } from '@contract/money';
import { SEAMLESS_ERROR } from '@contract/seamless';
import type { GamesQueryable } from './games-db';
import type { SeamlessClient, SeamlessResult } from './seamless-client';

/** Money moves of one round, the same for real play (the platform's seamless wallet) and demo play money. */
export type WalletMove = { transactionId: string; roundId: string; gameId: string };
export type MoveResult = { ok: true; balance: number } | { ok: false; code: number; message: string };

export interface GameWallet {
  /** Balance in satang. */
  balance(): Promise<MoveResult>;
  bet(move: WalletMove, amount: number): Promise<MoveResult>;
  settle(move: WalletMove, amount: number): Promise<MoveResult>;
  rollback(move: WalletMove, refTransactionId: string): Promise<MoveResult>;
}

const inSatang = (result: SeamlessResult): MoveResult =>
  result.ok ? { ok: true, balance: toSatang(result.balance) } : result;

/** Real money: every move is a signed call to the platform; the session token names member and wallet. */
export const seamlessWallet = (client: SeamlessClient, token: string): GameWallet => {
  const moveFields = (move: WalletMove) => ({
    token,
    transaction_id: move.transactionId,
    round_id: move.roundId,
    game_id: move.gameId,
  });
  return {
    balance: async () => inSatang(await client.call('balance', { token })),
    bet: async (move, amount) =>
      inSatang(await client.call('bet', { ...moveFields(move), amount: toBaht(amount), currency: 'THB' })),
    settle: async (move, amount) =>
      inSatang(await client.call('settle', { ...moveFields(move), amount: toBaht(amount), currency: 'THB' })),
    rollback: async (move, refTransactionId) =>
      inSatang(await client.call('rollback', { ...moveFields(move), ref_transaction_id: refTransactionId })),
  };
};

/**
 * Play money kept on the demo player's row. Moves are keyed by the round's status in gp_rounds (the round
 * service never repeats a move), so no transaction table is needed; it never calls the platform.
 */
export const demoWallet = (q: GamesQueryable, playerId: number): GameWallet => {
  const read = async (): Promise<MoveResult> => {
    const { rows } = await q.query<{ demo_balance: number }>(
      `SELECT demo_balance FROM gp_players WHERE id = $1`,
      [playerId],
    );
    return { ok: true, balance: Number(rows[0]?.demo_balance ?? 0) };
  };
  const add = async (amount: number): Promise<MoveResult> => {
    const { rows } = await q.query<{ demo_balance: number }>(
      `UPDATE gp_players SET demo_balance = demo_balance + $2 WHERE id = $1 AND demo_balance + $2 >= 0
       RETURNING demo_balance`,
      [playerId, amount],
    );
    if (rows.length === 0)
      return { ok: false, code: SEAMLESS_ERROR.insufficientFunds, message: 'insufficient' };
    return { ok: true, balance: Number(rows[0]!.demo_balance) };
  };
  return {
    balance: read,
    bet: (_move, amount) => add(-amount),
    settle: (_move, amount) => add(amount),
    rollback: async (move) => {
      const { rows } = await q.query<{ bet_satang: number }>(
        `SELECT bet_satang FROM gp_rounds WHERE id = $1`,
        [move.roundId],
      );
      return rows[0] ? add(Number(rows[0].bet_satang)) : read();
    },
  };
};
