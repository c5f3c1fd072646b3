import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { credit } from '@tests/server/ledger/ledger-helpers';
import { AFFILIATE_WALLET } from '@server/affiliate/settings';
import { expectBadCursorsRefused, walkPages } from './keyset-walk';

/**
 * The member's lists that paged by OFFSET (issue 31): the affiliate network and history, the cashback days and
 * the win/loss weeks. Each walked page by page while rows arrive between pages (a newer one, and one among those
 * still to come): every row there before the walk is seen once, in the list's order; bad cursors are BAD_CURSOR.
 */
const app = await createTestApp();
afterAll(() => app.close());

/** The ids of `sql` (the list's own order), to compare the walk with. */
const idsOf = async (sql: string, params: unknown[]) =>
  (await app.db.query<{ id: number }>(sql, params)).rows.map((row) => row.id);

const campaign = async (kind: 'cashback' | 'winloss') => {
  const { rows } = await app.db.query<{ id: number }>(
    `INSERT INTO reward_campaigns (agent_id, kind, name, trigger)
     SELECT id, $1, 'แคมเปญทดสอบ ' || $1, 'job' FROM agents WHERE code = 'demo' RETURNING id::int AS id`,
    [kind],
  );
  return rows[0]!.id;
};

/** A network member referred by `by` at `at` (microseconds apart, ties broken by id). */
const refer = async (by: number, at: string) => {
  const member = await insertMember(app);
  await app.db.query(`UPDATE members SET referred_by = $2, created_at = $3::timestamptz WHERE id = $1`, [
    member.id,
    by,
    at,
  ]);
  return member.id;
};

/** Cashback days of the member: one award per (campaign, day). */
const cashbackDays = async (campaignId: number, memberId: number, days: string[]) => {
  await app.db.query(
    `INSERT INTO reward_awards (campaign_id, member_id, period_key, award_day, amount, basis, description)
     SELECT $1, $2, d, d::date + 1, 100, 10000, 'คืนยอดเสีย' FROM unnest($3::text[]) d`,
    [campaignId, memberId, days],
  );
};

const lossWeeks = async (campaignId: number, memberId: number, mondays: string[]) => {
  await app.db.query(
    `INSERT INTO winloss_entitlements (campaign_id, member_id, week, stake, win, loss, amount, opens_at, closes_at)
     SELECT $1, $2, w::date, 1000, 400, 600, 60, w::date + 7, w::date + 9 FROM unnest($3::text[]) w`,
    [campaignId, memberId, mondays],
  );
};

/** `count` consecutive days (or Mondays, `step` 7) ending `last`, as YYYY-MM-DD. */
const daysBack = (last: string, count: number, step = 1) =>
  Array.from({ length: count }, (_, k) =>
    new Date(Date.parse(`${last}T00:00:00Z`) - k * step * 86_400_000).toISOString().slice(0, 10),
  );

describe('member lists, keyset pages', () => {
  it('affiliate network: every member once, newest first, while members join between pages', async () => {
    const me = await insertMember(app);
    const friends: number[] = [];
    for (let k = 0; k < 12; k += 1) friends.push(await refer(me.id, `2026-10-01T10:00:00.00000${k % 3}Z`));
    for (let k = 0; k < 14; k += 1) await refer(friends[k % 4]!, `2026-10-01T10:00:00.00000${k % 3}Z`);
    const before = await idsOf(
      `SELECT id::int AS id FROM members WHERE referred_by = $1 OR referred_by IN
         (SELECT id FROM members WHERE referred_by = $1) ORDER BY created_at DESC, id DESC`,
      [me.id],
    );
    expect(before).toHaveLength(26);
    const page = (cursor?: string) =>
      call(app, 'POST', '/api/affiliate/network', {
        token: me.token,
        body: { size: 5, cursor },
      });
    let joined = 0;
    const seen = await walkPages(page, (n) => {
      joined += 1;
      return refer(n % 2 ? me.id : friends[0]!, n % 2 ? '2026-11-01T00:00:00Z' : '2026-10-01T09:00:00Z');
    });
    expect(seen.filter((id) => before.includes(id))).toEqual(before);
    expect((await page()).data.total).toBe(26 + joined);
    await expectBadCursorsRefused((cursor) => page(cursor));
  });

  it('affiliate history: every entry once, newest first, while commissions are credited between pages', async () => {
    const me = await insertMember(app);
    for (let k = 0; k < 23; k += 1) await credit(app.db, me.id, 10 + k, AFFILIATE_WALLET);
    const sql = `SELECT e.id::int AS id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                  WHERE a.member_id = $1 AND a.wallet_type_id = $2 ORDER BY e.id DESC`;
    const before = await idsOf(sql, [me.id, AFFILIATE_WALLET]);
    const page = (cursor?: string) =>
      call(app, 'GET', '/api/affiliate/v2/transactions', {
        token: me.token,
        query: { size: '4', ...(cursor ? { cursor } : {}) },
      });
    const seen = await walkPages(page, () => credit(app.db, me.id, 1, AFFILIATE_WALLET));
    // Entries only ever arrive newer than the walk's cursor: the walk sees exactly what was there before.
    expect(seen).toEqual(before);
    await expectBadCursorsRefused((cursor) => page(cursor));
  });

  it('cashback days: every day once, newest first, while days are paid between pages', async () => {
    const me = await insertMember(app);
    const [a, b] = [await campaign('cashback'), await campaign('cashback')];
    await cashbackDays(a, me.id, daysBack('2026-10-31', 30));
    await cashbackDays(b, me.id, daysBack('2026-10-31', 9, 3));
    const sql = `SELECT id::int AS id FROM reward_awards WHERE member_id = $1 ORDER BY period_key DESC, id DESC`;
    const before = await idsOf(sql, [me.id]);
    const page = (cursor?: string) =>
      call(app, 'GET', '/api/cashback/turnover/history', {
        token: me.token,
        query: { limit: '7', ...(cursor ? { cursor } : {}) },
      });
    // A newer day, and one of a new campaign among the days still to come.
    const seen = await walkPages(page, async (n) => {
      const newer = `2026-11-${String(10 + n).padStart(2, '0')}`;
      await cashbackDays(n % 2 ? a : await campaign('cashback'), me.id, [n % 2 ? newer : '2026-10-05']);
    });
    expect(seen.filter((id) => before.includes(id))).toEqual(before);
    expect(seen).toEqual(await idsOf(`${sql.replace('ORDER', 'AND id = ANY($2) ORDER')}`, [me.id, seen]));
    expect((await page()).data.items[0]).toMatchObject({ day: expect.stringMatching(/^2026-11-/) });
    const tooFar = Buffer.from('["20260231",5]').toString('base64url');
    await expectBadCursorsRefused((cursor) => page(cursor), [tooFar]);
  });

  it('win/loss weeks: every week once, newest first, while weeks are entitled between pages', async () => {
    const me = await insertMember(app);
    const a = await campaign('winloss');
    await lossWeeks(a, me.id, daysBack('2026-10-26', 20, 7));
    const sql = `SELECT id::int AS id FROM winloss_entitlements WHERE member_id = $1 ORDER BY week DESC, id DESC`;
    const before = await idsOf(sql, [me.id]);
    const page = (cursor?: string) =>
      call(app, 'GET', '/api/cashback/loss/history', {
        token: me.token,
        query: { limit: '3', ...(cursor ? { cursor } : {}) },
      });
    const seen = await walkPages(page, async (n) => {
      // A later week of the campaign, and an older one of a new campaign (among those still to come).
      await lossWeeks(n % 2 ? a : await campaign('winloss'), me.id, [
        n % 2 ? daysBack('2026-11-02', n + 1, -7)[n]! : '2026-09-07',
      ]);
    });
    expect(seen.filter((id) => before.includes(id))).toEqual(before);
    expect(seen).toEqual(await idsOf(`${sql.replace('ORDER', 'AND id = ANY($2) ORDER')}`, [me.id, seen]));
    await expectBadCursorsRefused((cursor) => page(cursor));
  });
});
