import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { expectBadCursorsRefused, expectKeysetOrder, walkPages } from '@tests/server/pagination/keyset-walk';
import { insertStaff } from '../staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const owner = await insertStaff(app, 'owner');

/** `count` failed bank-transfer orders of the member, `sameTime` of them at one instant (ties broken by id). */
const insertOrders = async (memberId: number, count: number, createdAt: string, tag: string) => {
  await app.db.query(
    `INSERT INTO deposit_orders (ref, agent_id, member_id, channel_id, channel_type, amount, pay_amount, status,
                                 expires_at, created_at)
     SELECT $4 || g, m.agent_id, m.id, c.id, 'bank_transfer', 10000, 10000 + g, 'failed',
            $3::timestamptz + interval '1 hour', $3::timestamptz - (g % 5) * interval '1 microsecond'
       FROM members m, generate_series(1, $2::int) g, payment_channels c
      WHERE m.id = $1 AND c.type = 'bank_transfer' AND c.agent_id IS NULL`,
    [memberId, count, createdAt, `${tag}-${memberId}-`],
  );
};

const deposits = (phone: string, cursor?: string) =>
  call(app, 'GET', '/api/admin/deposits', {
    token: owner.token,
    query: { member: phone, page_size: '7', ...(cursor ? { cursor } : {}) },
  });

describe('deposit orders, keyset pages', () => {
  it('covers every order exactly once, newest first, while new orders arrive between pages', async () => {
    const member = await insertMember(app);
    await insertOrders(member.id, 40, '2026-10-01T10:00:00.123456Z', 'KA');
    await insertOrders(member.id, 12, '2026-10-02T10:00:00.5Z', 'KB');
    const before = await app.db.query<{ id: number }>(
      `SELECT id::int AS id FROM deposit_orders WHERE member_id = $1 ORDER BY created_at DESC, id DESC`,
      [member.id],
    );
    const seen = await walkPages(
      (cursor) => deposits(member.phone, cursor),
      // A newer order and one in the middle of what is still to come arrive after each page.
      (page) =>
        insertOrders(member.id, 1, page % 2 ? '2026-11-01T00:00:00Z' : '2026-10-01T10:00:00.1Z', `KN${page}`),
    );
    const original = before.rows.map((row) => row.id);
    await expectKeysetOrder(app.db, seen, original, { table: 'deposit_orders', sortColumn: 'created_at' });
    const first = await deposits(member.phone);
    expect(first.data).toMatchObject({ total: expect.any(Number), total_capped: false, page_size: 7 });
    expect(first.data.total).toBeGreaterThanOrEqual(52);
  });

  it('refuses a cursor it did not write with BAD_CURSOR, never a 5xx', async () => {
    await expectBadCursorsRefused((cursor) =>
      call(app, 'GET', '/api/admin/deposits', { token: owner.token, query: { cursor } }),
    );
  });
});
