import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
/** The cursor is the last transaction's id (the order is the id's); anything else is BAD_CURSOR (issue 31). */
const cursorOf = (cursor: string | undefined) => {
  if (cursor !== undefined && !/^\d{1,18}$/.test(cursor)) fail('BAD_CURSOR');
  return cursor ?? null;
};

/** The member's seamless-wallet transactions (bets, settlements, rollbacks), newest first. */
export const memberGames = async (q: Queryable, memberId: number, cursor?: string, limit = 50) => {
  const { rows } = await q.query<{
    id: number;
    kind: 'bet' | 'settle' | 'rollback' | 'tombstone';
    provider: string;
    game_code: string;
    round_id: string;
    amount: number;
    status: string;
    created_at: Date;
  }>(
    `SELECT t.id::int AS id, t.kind, p.code AS provider, t.game_code, t.round_id, t.amount::bigint AS amount,
            t.status, t.created_at
       FROM seamless_transactions t JOIN game_providers p ON p.id = t.provider_id
      WHERE t.member_id = $1 AND ($2::bigint IS NULL OR t.id < $2)
      ORDER BY t.id DESC LIMIT $3`,
    [memberId, cursorOf(cursor), limit + 1],
  );
  const page = rows.slice(0, limit);
  return {
    items: page.map((r) => ({ ...r, amount: toBaht(Number(r.amount)), created_at: iso(r.created_at)! })),
    next_cursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
  };
};

/** The member's latest deposit orders and withdrawals, one list newest first. */
export const memberPayments = async (q: Queryable, memberId: number, limit = 50) => {
  const { rows } = await q.query<{
    id: number;
    kind: 'deposit' | 'withdrawal';
    reference: string;
    channel: string;
    amount: number;
    status: string;
    created_at: Date;
  }>(
    `(SELECT id::int AS id, 'deposit' AS kind, ref AS reference, channel_type AS channel, amount::bigint AS amount,
             status, created_at FROM deposit_orders WHERE member_id = $1 ORDER BY id DESC LIMIT $2)
     UNION ALL
     (SELECT id::int, 'withdrawal', request_id, bank_code || ' ' || bank_account, amount::bigint, status, created_at
        FROM withdrawals WHERE member_id = $1 ORDER BY id DESC LIMIT $2)
     ORDER BY created_at DESC LIMIT $2`,
    [memberId, limit],
  );
  return {
    items: rows.map((r) => ({ ...r, amount: toBaht(Number(r.amount)), created_at: iso(r.created_at)! })),
  };
};

/** The member's sessions, newest first (live ones and the last ended ones). */
export const memberSessionList = async (q: Queryable, memberId: number) => {
  const { rows } = await q.query<{
    id: number;
    ip: string;
    user_agent: string;
    created_at: Date;
    expires_at: Date;
    revoked_at: Date | null;
    live: boolean;
  }>(
    `SELECT id::int AS id, ip, user_agent, created_at, expires_at, revoked_at,
            (revoked_at IS NULL AND expires_at > now()) AS live
       FROM sessions WHERE member_id = $1 ORDER BY id DESC LIMIT 50`,
    [memberId],
  );
  return {
    items: rows.map((r) => ({
      ...r,
      created_at: iso(r.created_at)!,
      expires_at: iso(r.expires_at)!,
      revoked_at: iso(r.revoked_at),
    })),
  };
};

export const memberNoteList = async (q: Queryable, memberId: number) => {
  const { rows } = await q.query<{ id: number; staff_username: string; body: string; created_at: Date }>(
    `SELECT id::int AS id, staff_username, body, created_at FROM member_notes WHERE member_id = $1
      ORDER BY id DESC LIMIT 200`,
    [memberId],
  );
  return { items: rows.map((r) => ({ ...r, created_at: iso(r.created_at)! })) };
};
