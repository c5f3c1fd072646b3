import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { expectBadCursorsRefused, walkPages } from '@tests/server/pagination/keyset-walk';
import { insertStaff } from '../staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');

/** `count` incoming transfers of the staff member's agent with `status`. */
const incoming = (count: number, status: 'review' | 'rejected', tag: string) =>
  app.db.query(
    `INSERT INTO incoming_transfers (agent_id, source, external_id, channel_type, sub_channel_id, amount,
                                     received_at, status)
     SELECT $1, 'test', $4 || g, 'bank_transfer', 1, 10000 + g, now(), $3
       FROM generate_series(1, $2::int) g`,
    [finance.agentId, count, status, `keyset:${tag}:`],
  );

describe('incoming transfers, keyset pages', () => {
  it('lists those to review first, then the rest newest first, each once while transfers arrive', async () => {
    await incoming(23, 'review', 'r');
    await incoming(31, 'rejected', 'x');
    const { rows } = await app.db.query<{ id: number }>(
      `SELECT id::int AS id FROM incoming_transfers WHERE agent_id = $1 ORDER BY (status = 'review') DESC, id DESC`,
      [finance.agentId],
    );
    const seen = await walkPages(
      async (cursor) => {
        const answer = await call(app, 'GET', '/api/admin/transfers', {
          token: finance.token,
          query: { page_size: '10', ...(cursor ? { cursor } : {}) },
        });
        return answer;
      },
      // A rejected one arrives after each page (newest: seen if the cursor is still among those to review).
      (page) => incoming(1, 'rejected', `n${page}`),
    );
    const original = rows.map((row) => row.id);
    expect(seen.filter((id) => original.includes(id))).toEqual(original);
    const order = await app.db.query<{ id: number }>(
      `SELECT id::int AS id FROM incoming_transfers WHERE id = ANY($1) ORDER BY (status = 'review') DESC, id DESC`,
      [seen],
    );
    expect(seen).toEqual(order.rows.map((row) => row.id)); // those that arrived after the cursor passed them too
  });

  it('refuses a cursor it did not write with BAD_CURSOR', async () => {
    // Its key is 1 (to review) or 0: a key past PostgreSQL's integer was a 5xx (found by fuzzing the cursor).
    const keys = ['99999999999999999', '2', '-1'].map((key) =>
      Buffer.from(`["${key}",5]`).toString('base64url'),
    );
    await expectBadCursorsRefused(
      (cursor) =>
        call(app, 'GET', '/api/admin/transfers', {
          token: finance.token,
          query: { cursor },
        }),
      keys,
    );
  });
});
