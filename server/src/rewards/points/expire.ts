import type { Db, Queryable } from '@server/db/db';
import { expirePoints, lockPointsAccount } from '@server/ledger';
import { addDays, bangkokDay, dayStart } from '../periods';
import { thaiDay } from '@contract/thai-time';
import { expiryDays } from './settings';

/** Points the member received (earned, or added by staff) since `since`: what is still young enough to keep. */
const receivedSince = async (q: Queryable, memberId: number, since: Date): Promise<number> => {
  const { rows } = await q.query<{ total: string | null }>(
    `SELECT sum(e.amount) AS total
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = $1 AND a.asset = 'point' AND a.owner = 'member'
        AND e.amount > 0 AND e.kind IN ('points_earned', 'points_adjustment') AND e.created_at >= $2`,
    [memberId, since],
  );
  return Number(rows[0]?.total ?? 0);
};

/** The first instant whose points are still kept by the run for `day` (the day that ended) with `days` of life. */
const keepFrom = (day: string, days: number) => dayStart(addDays(day, 1 - days));

/** The ledger key of one member's expiry for one day: a re-run of the day expires nothing more. */
const expiryKey = (memberId: number, day: string) => `points-expire:${memberId}:${day}`;

/**
 * Expires, for every member of every agent with a period, the points older than the period and not spent, first
 * in first out: expired = max(0, balance - points received within the period). Each member in a transaction
 * holding their points account's row lock, so a redemption cannot spend between the count and the expiry; the
 * key derives from member and day. Points are dated by the business clock when received (grantAward passes it
 * to the ledger), so "older than the period" is business time too; the expiry is dated `now`, the job's clock.
 * Answers how many members lost points now.
 */
export const expireDayPoints = async (db: Db, day: string, now: Date): Promise<number> => {
  const holders = await db.query<{ member_id: string; agent_id: number }>(
    `SELECT a.member_id, m.agent_id FROM ledger_accounts a JOIN members m ON m.id = a.member_id
      WHERE a.asset = 'point' AND a.owner = 'member' AND a.balance > 0 ORDER BY a.member_id`,
  );
  const periods = new Map<number, number>();
  let expired = 0;
  for (const row of holders.rows) {
    const memberId = Number(row.member_id);
    if (!periods.has(row.agent_id)) periods.set(row.agent_id, await expiryDays(db, row.agent_id));
    const days = periods.get(row.agent_id)!;
    if (days <= 0) continue;
    const key = expiryKey(memberId, day);
    const done = await db.tx(async (q) => {
      const balance = await lockPointsAccount(q, memberId);
      const seen = await q.query(`SELECT 1 FROM ledger_transfers WHERE idem_key = $1`, [key]);
      if (seen.rows.length > 0) return false;
      const points = Math.max(0, balance - (await receivedSince(q, memberId, keepFrom(day, days))));
      if (points <= 0) return false;
      await expirePoints(q, {
        key,
        member: memberId,
        points,
        description: `คะแนนหมดอายุ (ได้รับก่อน ${days} วัน) วันที่ ${thaiDay(day)}`,
        meta: { day, expiry_days: days },
        at: now,
      });
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
};

export type NextExpiry = { points: number; at: Date } | null;

/**
 * What the member's next expiry run takes if nothing changes before it, and when (the end of that Bangkok day):
 * the shop shows it. Walks the days the received points leave the period, first in first out.
 */
export const nextExpiry = async (
  q: Queryable,
  memberId: number,
  agentId: number,
  balance: number,
  now: Date,
): Promise<NextExpiry> => {
  const days = await expiryDays(q, agentId);
  if (days <= 0 || balance <= 0) return null;
  const today = bangkokDay(now);
  const { rows } = await q.query<{ day: string; total: string }>(
    `SELECT to_char(e.created_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS day, sum(e.amount) AS total
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = $1 AND a.asset = 'point' AND a.owner = 'member'
        AND e.amount > 0 AND e.kind IN ('points_earned', 'points_adjustment') AND e.created_at >= $2
      GROUP BY 1`,
    [memberId, keepFrom(today, days)],
  );
  const received = rows.map((r) => ({ day: r.day, total: Number(r.total) }));
  // The run for day D keeps what was received on D - days + 1 or later; try D = today, tomorrow, ...
  for (let offset = 0; offset <= days; offset += 1) {
    const day = addDays(today, offset);
    const from = addDays(day, 1 - days);
    const kept = received.filter((r) => r.day >= from).reduce((sum, r) => sum + r.total, 0);
    const points = balance - kept;
    if (points > 0) return { points, at: dayStart(day, 1) };
  }
  return null;
};
