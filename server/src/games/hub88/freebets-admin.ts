import type { AdminFreebet, FreebetGames } from '@contract/games/hub88-freebets';
import { toBaht } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { FREEBET_GAME } from './freebet-game-sql';

/**
 * Staff's side of the free bets' creation at Hub88 (README.md, "Free bets"): the ones that failed for good
 * (Hub88 refused, or eight attempts) and the ones waiting to retry after an error, of the staff member's agent;
 * a failed one still within its dates may be sent again (audited), from attempt one.
 */
type Row = {
  id: string;
  member_id: string;
  member_username: string;
  campaign_name: string;
  game_name: string;
  bet_count: number;
  bet_value: string;
  ends_at: Date;
  status: 'failed' | 'pending';
  attempts: number;
  last_error: string | null;
  created_at: Date;
};

export const freebetProblems = async (q: Queryable, agentId: number): Promise<AdminFreebet[]> => {
  const { rows } = await q.query<Row>(
    `SELECT f.id, f.member_id, m.username AS member_username, c.name AS campaign_name, g.name AS game_name,
            f.bet_count, f.bet_value, f.ends_at, f.status, f.attempts, f.last_error, f.created_at
       FROM hub88_freebets f
       JOIN reward_campaigns c ON c.id = f.campaign_id
       JOIN members m ON m.id = f.member_id
       JOIN games g ON g.id = f.game_id
      WHERE c.agent_id = $1 AND (f.status = 'failed' OR (f.status = 'pending' AND f.last_error IS NOT NULL))
      ORDER BY f.id DESC LIMIT 200`,
    [agentId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    member_id: Number(row.member_id),
    member_username: row.member_username,
    campaign_name: row.campaign_name,
    game_name: row.game_name,
    bet_count: row.bet_count,
    bet_value: toBaht(Number(row.bet_value)),
    ends_at: row.ends_at.toISOString(),
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error ?? '',
    created_at: row.created_at.toISOString(),
  }));
};

/** Sends a failed free bet again: one statement, only while failed, the agent's own and not yet ended. */
export const retryFreebet = async (db: Db, by: ByStaff, id: number, now: Date) =>
  db.tx(async (q) => {
    const { rows } = await q.query<{ last_error: string | null }>(
      `UPDATE hub88_freebets f SET status = 'pending', attempts = 0, next_attempt_at = now(), claimed_until = NULL
         FROM reward_campaigns c
        WHERE f.id = $1 AND c.id = f.campaign_id AND c.agent_id = $2 AND f.status = 'failed' AND f.ends_at > $3
        RETURNING f.last_error`,
      [id, by.actor.agentId, now],
    );
    if (!rows[0]) return fail('HUB88_FREEBET_NOT_RETRYABLE');
    await auditAs(q, by.meta, by.actor, {
      action: 'rewards.freebet.retry',
      targetType: 'hub88_freebet',
      targetId: id,
      before: { status: 'failed', last_error: rows[0].last_error },
      after: { status: 'pending' },
    });
  });

/**
 * The Hub88 games a reward may give free bets in, for the console's reward editors (by name or code, 50 at most):
 * FREEBET_GAME's; a disabled studio's games come marked (a grant in them is refused).
 */
export const freebetGames = async (q: Queryable, search: string): Promise<FreebetGames> => {
  const { rows } = await q.query<{
    code: string;
    name: string;
    studio: string | null;
    studio_disabled: boolean;
  }>(
    `SELECT g.code, g.name, sp.name AS studio, coalesce(sp.status = 'disabled', false) AS studio_disabled
       FROM games g JOIN game_providers p ON p.id = g.provider_id
       LEFT JOIN game_sub_providers sp ON sp.id = g.sub_provider_id
      WHERE ${FREEBET_GAME}
        AND ($1 = '' OR g.name ILIKE '%' || $1 || '%' OR g.name_en ILIKE '%' || $1 || '%' OR g.code ILIKE '%' || $1 || '%')
      ORDER BY g.name, g.code LIMIT 50`,
    [search.replace(/[\\%_]/g, (c) => `\\${c}`)],
  );
  return { items: rows.map((row) => ({ ...row, studio: row.studio ?? '' })) };
};
