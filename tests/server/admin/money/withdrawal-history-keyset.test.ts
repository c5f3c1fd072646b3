import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { expectBadCursorsRefused, expectKeysetOrder, walkPages } from '@tests/server/pagination/keyset-walk';
import { insertStaff } from '../staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');

/** `count` refused withdrawals of the member decided at `decidedAt`, a few to the microsecond apart (ties by id). */
const insertDecided = async (memberId: number, count: number, decidedAt: string, tag: string) => {
  await app.db.query(
    `INSERT INTO withdrawals (agent_id, member_id, request_id, amount, destination, bank_code, bank_account,
                              account_name, hold_id, status, reason, decided_by, decided_at)
     SELECT m.agent_id, m.id, $4 || g, 10000 + g, 'main', 'KBANK', '1234567890', 'ทดสอบ', $4 || g, 'refused',
            'ทดสอบ', 'system', $3::timestamptz - (g % 4) * interval '1 microsecond'
       FROM members m, generate_series(1, $2::int) g WHERE m.id = $1`,
    [memberId, count, decidedAt, `${tag}-`],
  );
};

const history = (phone: string, cursor?: string) =>
  call(app, 'GET', '/api/admin/withdrawals/history', {
    token: finance.token,
    query: { member: phone, page_size: '6', ...(cursor ? { cursor } : {}) },
  });

describe('the withdrawals history, keyset pages', () => {
  it('covers every decision exactly once, newest first, while decisions land between pages', async () => {
    const member = await insertMember(app);
    await insertDecided(member.id, 30, '2026-09-01T03:00:00.654321Z', 'HA');
    await insertDecided(member.id, 9, '2026-09-03T03:00:00Z', 'HB');
    const before = await app.db.query<{ id: number }>(
      `SELECT id::int AS id FROM withdrawals WHERE member_id = $1 ORDER BY decided_at DESC, id DESC`,
      [member.id],
    );
    const at = (page: number) => (page % 2 ? '2026-12-01T00:00:00Z' : '2026-09-01T03:00:00.6Z');
    const seen = await walkPages(
      (cursor) => history(member.phone, cursor),
      (page) => insertDecided(member.id, 1, at(page), `HN${page}`),
    );
    const original = before.rows.map((row) => row.id);
    await expectKeysetOrder(app.db, seen, original, { table: 'withdrawals', sortColumn: 'decided_at' });
    expect((await history(member.phone)).data).toMatchObject({ total_capped: false, page_size: 6 });
  });

  it('refuses a cursor it did not write with BAD_CURSOR, on the history and the list with a status', async () => {
    await expectBadCursorsRefused((cursor) =>
      call(app, 'GET', '/api/admin/withdrawals/history', {
        token: finance.token,
        query: { cursor },
      }),
    );
    const listed = await call(app, 'GET', '/api/admin/withdrawals', {
      token: finance.token,
      query: { status: 'refused', cursor: 'nonsense' },
    });
    expect([listed.status, listed.error]).toEqual([200, 1005]);
  });
});
