import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/db';
import { checkLedger } from '@server/ledger';
import { seedScale } from '@server/seed/scale/seed-scale';
import { openTestDb } from '@tests/server/helpers/test-db';

// `npm run seed:scale` at a size a test can afford: 60 members, a week, about 500 rounds.
describe('seed:scale', () => {
  let db: Db;
  let done: Awaited<ReturnType<typeof seedScale>>;
  const lines: string[] = [];

  beforeAll(async () => {
    db = await openTestDb('owner');
    done = await seedScale(db, { members: 60, days: 7, plays: 500, connections: 2 }, 'demo', (line) =>
      lines.push(line),
    );
  }, 60_000);
  afterAll(() => db.close());

  it('plays about the asked rounds, each a bet and its settlement through the seamless functions', async () => {
    const { rows } = await db.query<{ kind: string; n: number; members: number }>(
      `SELECT kind, count(*)::int AS n, count(DISTINCT member_id)::int AS members FROM seamless_transactions
        WHERE member_id >= $1 GROUP BY kind ORDER BY kind`,
      [done.firstMember],
    );
    expect(rows.map((row) => [row.kind, row.n])).toEqual([
      ['bet', done.plays],
      ['settle', done.plays],
    ]);
    expect(done.plays).toBeGreaterThan(300);
    expect(done.plays).toBeLessThan(700);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^day 7/7: ${done.plays} rounds`)));
  });

  it("writes each member's history in time order while the shards walk their days apart", async () => {
    // Each shard runs its own days on its own connection (no wait between days): a member's rows must still
    // come in the order of their dates, and both shards' members must have played.
    const { rows } = await db.query<{ back: number; shards: number }>(
      `SELECT count(*) FILTER (WHERE back)::int AS back, count(DISTINCT member_id % 2)::int AS shards
         FROM (SELECT member_id, created_at < lag(created_at) OVER (PARTITION BY member_id ORDER BY id) AS back
                 FROM seamless_transactions WHERE member_id >= $1) t`,
      [done.firstMember],
    );
    expect(rows[0]).toEqual({ back: 0, shards: 2 });
  });

  it('leaves a long tail: the heaviest member plays far more than the median one', async () => {
    const { rows } = await db.query<{ top: number; median: number }>(
      `SELECT max(n)::int AS top, percentile_disc(0.5) WITHIN GROUP (ORDER BY n)::int AS median
         FROM (SELECT m.id, count(t.id) AS n FROM members m
                 LEFT JOIN seamless_transactions t ON t.member_id = m.id AND t.kind = 'bet'
                WHERE m.id >= $1 GROUP BY m.id) per_member`,
      [done.firstMember],
    );
    expect(rows[0]!.top).toBeGreaterThan(10 * Math.max(rows[0]!.median, 1));
  });

  it('dates every movement in the past week, deposits and withdrawals included', async () => {
    const { rows } = await db.query<{ kind: string; n: number; first: Date; last: Date }>(
      `SELECT t.kind, count(*)::int AS n, min(t.created_at) AS first, max(t.created_at) AS last
         FROM ledger_transfers t GROUP BY t.kind`,
    );
    const byKind = new Map(rows.map((row) => [row.kind, row]));
    for (const kind of ['bet', 'win', 'deposit', 'withdraw']) expect(byKind.get(kind)?.n).toBeGreaterThan(0);
    // Each withdrawal held and then paid out (its hold posted), as an approval leaves it.
    const holds = await db.query<{ status: string }>(
      `SELECT h.status FROM withdrawals w JOIN ledger_holds h ON h.id = w.hold_id::bigint WHERE w.member_id >= $1`,
      [done.firstMember],
    );
    expect(new Set(holds.rows.map((row) => row.status))).toEqual(new Set(['posted']));
    for (const kind of ['bet', 'win', 'deposit']) {
      expect(byKind.get(kind)!.first.getTime()).toBeGreaterThan(Date.now() - 8 * 86_400_000);
      expect(byKind.get(kind)!.last.getTime()).toBeLessThan(Date.now());
    }
  });

  it('places lotto bills on past rounds and settles every one through the settle function', async () => {
    const { rows } = await db.query<{ status: string; n: number; payout: string; credited: string }>(
      `SELECT b.status, count(*)::int AS n, sum(b.payout) AS payout,
              coalesce(sum(t.amount), 0) AS credited
         FROM lotto_bills b
         LEFT JOIN ledger_transfers x ON x.idem_key = 'lotto:win:' || b.id
         LEFT JOIN ledger_entries t ON t.transfer_id = x.id AND t.account_id = b.wallet_id
        WHERE b.member_id >= $1 GROUP BY b.status ORDER BY b.status`,
      [done.firstMember],
    );
    const byStatus = new Map(rows.map((row) => [row.status, row]));
    expect([...byStatus.keys()]).toEqual(['lost', 'won']);
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe(done.lotto.bills);
    // Each winning bill credited its payout to the wallet it was paid from, once.
    expect(Number(byStatus.get('won')!.credited)).toBe(Number(byStatus.get('won')!.payout));
    expect(Number(byStatus.get('lost')!.payout)).toBe(0);
    const rounds = await db.query<{ status: string; last: Date }>(
      `SELECT DISTINCT r.status, max(r.close_at) OVER () AS last FROM lotto_rounds r
        WHERE EXISTS (SELECT 1 FROM lotto_bills b WHERE b.round_id = r.id AND b.member_id >= $1)`,
      [done.firstMember],
    );
    expect(rounds.rows.map((row) => row.status)).toEqual(['settled']);
    expect(rounds.rows[0]!.last.getTime()).toBeLessThan(Date.now());
  });

  it('grants weekly awards with points, and credits the referrers their commissions', async () => {
    const { rows } = await db.query<{
      awards: number;
      points: number;
      member_points: string;
      commissions: number;
    }>(
      `SELECT (SELECT count(*)::int FROM reward_awards WHERE member_id >= $1 AND amount > 0) AS awards,
              (SELECT sum(points)::int FROM reward_awards WHERE member_id >= $1) AS points,
              (SELECT sum(balance) FROM ledger_accounts WHERE member_id >= $1 AND asset = 'point') AS member_points,
              (SELECT count(*)::int FROM affiliate_commissions c
                 WHERE c.status = 'credited' AND c.referrer_id BETWEEN $1 AND $1 + 14) AS commissions`,
      [done.firstMember],
    );
    expect(rows[0]!.awards).toBe(done.lotto.awards);
    expect(rows[0]!.awards).toBeGreaterThan(0);
    expect(Number(rows[0]!.member_points)).toBe(rows[0]!.points);
    expect(rows[0]!.commissions).toBe(done.lotto.commissions);
    expect(rows[0]!.commissions).toBeGreaterThan(0);
  });

  it('keeps every ledger invariant', async () => {
    expect(await checkLedger(db)).toEqual([]);
  });
});
