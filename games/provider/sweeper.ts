import type { ProviderContext } from './context';
import { rollbackRound, moves } from './rounds';
import { SeamlessUnavailable } from './seamless-client';
import { demoWallet, seamlessWallet } from './wallets';

/** After this many failed settlement attempts a scheduled bet is rolled back instead. */
const MAX_SETTLE_ATTEMPTS = 10;
const CLAIM_SECONDS = 30;

type DueRound = {
  id: string;
  game_code: string;
  status: 'open' | 'placed' | 'rollback_pending';
  kind: 'instant' | 'scheduled';
  win_satang: number | null;
  bet_satang: number;
  detail: Record<string, unknown>;
  attempts: number;
  mode: 'real' | 'demo';
  token: string | null;
  player_id: number;
};

/** Computes a scheduled bet's win (satang) and outcome once its event has a result. */
export type ScheduledResolver = (round: { detail: Record<string, unknown>; bet_satang: number }) => {
  win: number;
  outcome: unknown;
};

/**
 * Finishes rounds no request is looking after: scheduled bets whose result time has passed, and instant rounds
 * abandoned mid-way (a crash, a lost answer). Rounds are claimed with a lease in the database, so any number of
 * server copies may sweep at once without handling one twice.
 */
export const sweepRounds = async (
  ctx: ProviderContext,
  resolvers: Record<string, ScheduledResolver>,
  limit = 50,
): Promise<number> => {
  const now = new Date(ctx.now()).toISOString();
  const { rows } = await ctx.db.query<DueRound>(
    `UPDATE gp_rounds r SET claimed_until = $1::timestamptz + make_interval(secs => $3), attempts = r.attempts + 1
     FROM gp_players p
     WHERE p.id = r.player_id AND r.id IN (
       SELECT id FROM gp_rounds
       WHERE status IN ('open', 'placed', 'rollback_pending') AND settle_at <= $1::timestamptz
         AND (claimed_until IS NULL OR claimed_until < $1::timestamptz)
       ORDER BY settle_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING r.id, r.game_code, r.status, r.kind, r.win_satang, r.bet_satang, r.detail, r.attempts, r.player_id,
       p.mode, p.token`,
    [now, limit, CLAIM_SECONDS],
  );
  for (const round of rows) {
    try {
      await finish(ctx, resolvers, round);
    } catch (error) {
      ctx.log.warn({ err: error, round: round.id }, 'round could not be finished; it will be retried');
    }
  }
  return rows.length;
};

const finish = async (
  ctx: ProviderContext,
  resolvers: Record<string, ScheduledResolver>,
  round: DueRound,
) => {
  const wallet =
    round.mode === 'demo'
      ? demoWallet(ctx.db, Number(round.player_id))
      : seamlessWallet(ctx.client, round.token!);
  if (round.status !== 'placed') {
    if (round.mode === 'demo' && round.status === 'open') {
      await ctx.db.query(`UPDATE gp_rounds SET status = 'refused', claimed_until = NULL WHERE id = $1`, [
        round.id,
      ]);
      return;
    }
    await rollbackRound(ctx, wallet, round.id, round.game_code);
    return;
  }
  let win = round.win_satang === null ? null : Number(round.win_satang);
  if (round.kind === 'scheduled') {
    const resolve = resolvers[round.game_code];
    if (!resolve) throw new Error(`no resolver for ${round.game_code}`);
    const result = resolve({ detail: round.detail, bet_satang: Number(round.bet_satang) });
    win = result.win;
    await ctx.db.query(`UPDATE gp_rounds SET win_satang = $2, detail = detail || $3::jsonb WHERE id = $1`, [
      round.id,
      win,
      JSON.stringify({ outcome: result.outcome }),
    ]);
  }
  try {
    const answer = await wallet.settle(moves(round.id, round.game_code).win, win ?? 0);
    if (answer.ok) {
      await ctx.db.query(
        `UPDATE gp_rounds SET status = 'settled', settled_at = $2::timestamptz, claimed_until = NULL WHERE id = $1`,
        [round.id, new Date(ctx.now()).toISOString()],
      );
      return;
    }
    await rollbackRound(ctx, wallet, round.id, round.game_code);
  } catch (error) {
    if (!(error instanceof SeamlessUnavailable)) throw error;
    if (round.attempts >= MAX_SETTLE_ATTEMPTS) await rollbackRound(ctx, wallet, round.id, round.game_code);
    else await ctx.db.query(`UPDATE gp_rounds SET last_error = $2 WHERE id = $1`, [round.id, error.message]);
  }
};

/** Demo sessions are play money for one visit: forget them (rounds, seeds, player) a day after they started. */
export const purgeDemoPlayers = async (ctx: Pick<ProviderContext, 'db' | 'now'>): Promise<number> =>
  ctx.db.tx(async (q) => {
    const cutoff = new Date(ctx.now() - 86_400_000).toISOString();
    const old = `SELECT id FROM gp_players WHERE mode = 'demo' AND created_at < $1::timestamptz`;
    await q.query(`DELETE FROM gp_rounds WHERE player_id IN (${old})`, [cutoff]);
    await q.query(`DELETE FROM gp_seeds WHERE player_id IN (${old})`, [cutoff]);
    const { rowCount } = await q.query(`DELETE FROM gp_players WHERE id IN (${old})`, [cutoff]);
    return rowCount;
  });
