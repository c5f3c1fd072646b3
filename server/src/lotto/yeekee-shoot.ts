import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { takeRateSlotsIn } from '@server/accounts/rate-events';
import {
  computeYeekee,
  yeekeeArithmetic,
  yeekeeMinimumShots,
  yeekeeSubtractedFromLast,
} from './yeekee-result';

/**
 * Shooting limits per member. A person taps a few times a second at most; a script fires many in one second.
 * Both windows hold under parallel requests (rate-events: advisory lock, count, insert in one transaction).
 */
export const YEEKEE_LIMITS = {
  /** A burst: more than this many shots in 2 seconds is a bot, refused. */
  burstPerTwoSeconds: 4,
  /** Sustained: shots per member per minute. */
  perMinute: 30,
} as const;

export type Shot = { seq: number; number: string; member: string; shotAt: Date };

/** What the list shows of who shot: the last 3 characters of the username only, never the phone. */
const maskedMember = (username: string) => `xxx${username.slice(-3)}`;

/**
 * One shot: a 5-digit number into an open Yeekee round. The round row is share-locked for the insert, so the
 * close (an UPDATE of that row) waits for it: a shot either commits before the close or is refused. `at` is the
 * app's clock (the one betting closes by).
 */
export const shootNumber = async (
  db: Db,
  memberId: number,
  roundId: number,
  number: string,
  at: Date,
): Promise<Shot> => {
  if (!/^\d{5}$/.test(number)) fail('YEEKEE_NUMBER_INVALID');
  return db.tx(async (q) => {
    const { rows } = await q.query<{ ok: boolean }>(
      `SELECT (r.status = 'open' AND $2::timestamptz >= r.open_at AND $2::timestamptz < r.close_at) AS ok
         FROM lotto_rounds r JOIN lotto_markets m ON m.id = r.market_id AND m.type = 'yeekee'
        WHERE r.id = $1 FOR SHARE OF r`,
      [roundId, at.toISOString()],
    );
    if (!rows[0]) fail('YEEKEE_ROUND_NOT_FOUND');
    if (!rows[0]!.ok) fail('YEEKEE_ROUND_NOT_OPEN');
    await takeRateSlotsIn(q, [
      {
        kind: 'yeekee_burst',
        key: String(memberId),
        max: YEEKEE_LIMITS.burstPerTwoSeconds,
        windowSeconds: 2,
      },
      { kind: 'yeekee_minute', key: String(memberId), max: YEEKEE_LIMITS.perMinute, windowSeconds: 60 },
    ]);
    const { rows: shot } = await q.query<{ id: string; created_at: Date; username: string }>(
      `INSERT INTO lotto_yeekee_shots (round_id, member_id, number, created_at) VALUES ($1, $2, $3, $4)
       RETURNING id, created_at, (SELECT username FROM members WHERE id = $2) AS username`,
      [roundId, memberId, number, at],
    );
    const row = shot[0]!;
    return { seq: Number(row.id), number, member: maskedMember(row.username), shotAt: row.created_at };
  });
};

const shotsOf = async (q: Queryable, roundId: number, latest?: number): Promise<Shot[]> => {
  const { rows } = await q.query<{ id: string; number: string; username: string; created_at: Date }>(
    latest
      ? `SELECT * FROM (SELECT s.id, s.number, m.username, s.created_at FROM lotto_yeekee_shots s
           JOIN members m ON m.id = s.member_id WHERE s.round_id = $1 ORDER BY s.id DESC LIMIT $2) t ORDER BY id`
      : `SELECT s.id, s.number, m.username, s.created_at FROM lotto_yeekee_shots s
           JOIN members m ON m.id = s.member_id WHERE s.round_id = $1 ORDER BY s.id`,
    latest ? [roundId, latest] : [roundId],
  );
  return rows.map((r) => ({
    seq: Number(r.id),
    number: r.number,
    member: maskedMember(r.username),
    shotAt: r.created_at,
  }));
};

const yeekeeRound = async (q: Queryable, roundId: number) => {
  const { rows } = await q.query<{ status: string; close_at: Date }>(
    `SELECT r.status, r.close_at FROM lotto_rounds r JOIN lotto_markets m ON m.id = r.market_id AND m.type = 'yeekee'
      WHERE r.id = $1`,
    [roundId],
  );
  return rows[0] ?? fail('YEEKEE_ROUND_NOT_FOUND');
};

/** The live list: the latest shots of a round (oldest first) and how many there are in all. */
export const latestShots = async (db: Db, roundId: number, limit = 100) => {
  const round = await yeekeeRound(db, roundId);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM lotto_yeekee_shots WHERE round_id = $1`,
    [roundId],
  );
  return {
    status: round.status,
    closeAt: round.close_at,
    total: rows[0]!.n,
    shots: await shotsOf(db, roundId, limit),
  };
};

/**
 * Every shot of a round with the verification: once the round is closed, the sum, the 16th shot from the last
 * (its place in the list) and the arithmetic, recomputed here from the published shots themselves.
 */
export const verification = async (db: Db, roundId: number) => {
  const round = await yeekeeRound(db, roundId);
  const shots = await shotsOf(db, roundId);
  const closed = round.status !== 'open';
  const computed = closed ? computeYeekee(shots.map((s) => s.number)) : null;
  return {
    status: round.status,
    closeAt: round.close_at,
    shots,
    minimumShots: yeekeeMinimumShots,
    subtractedFromLast: yeekeeSubtractedFromLast,
    computed,
    arithmetic: computed ? yeekeeArithmetic(computed) : null,
  };
};
