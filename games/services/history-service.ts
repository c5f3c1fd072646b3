import type { ProviderContext } from '@games/provider/context';
import { publicSeed, type SeedRow } from '@games/provider/seeds';
import { baht } from './money';

/** A player's recent rounds with what is needed to verify them (the server seed once it has been rotated). */
export const playerRounds = async (ctx: ProviderContext, playerId: number, limit: number) => {
  const { rows } = await ctx.db.query<{
    id: string;
    game_code: string;
    kind: string;
    nonce: number | null;
    bet_satang: number;
    win_satang: number | null;
    status: string;
    detail: Record<string, unknown>;
    created_at: string | Date;
    seed: SeedRow | null;
  }>(
    `SELECT r.id, r.game_code, r.kind, r.nonce, r.bet_satang, r.win_satang, r.status, r.detail, r.created_at,
       to_jsonb(s) AS seed
     FROM gp_rounds r LEFT JOIN gp_seeds s ON s.id = r.seed_id
     WHERE r.player_id = $1 ORDER BY r.created_at DESC LIMIT $2`,
    [playerId, limit],
  );
  return rows.map((row) => {
    const hidden = row.kind === 'scheduled' && row.status !== 'settled';
    return {
      round_id: row.id,
      game: row.game_code,
      status: row.status,
      bet: baht(Number(row.bet_satang)),
      win: row.status === 'settled' ? baht(Number(row.win_satang ?? 0)) : null,
      created_at: new Date(row.created_at).toISOString(),
      detail: hidden ? { ...row.detail, outcome: undefined } : row.detail,
      nonce: row.nonce === null ? null : Number(row.nonce),
      seed: row.seed ? publicSeed(row.seed) : null,
    };
  });
};
