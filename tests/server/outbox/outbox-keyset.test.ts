import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { expectBadCursorsRefused, walkPages } from '@tests/server/pagination/keyset-walk';
import { insertStaff } from '../admin/staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const owner = await insertStaff(app, 'owner');

/** `count` failed entries of the owner's agent (failed: the sending job leaves them alone). */
const failedEntries = (count: number, tag: string) =>
  app.db.query(
    `INSERT INTO outbox (agent_id, channel, kind, event_key, payload, status, attempts, last_error)
     SELECT $1, 'line', 'test', $3 || g, '{}'::jsonb, 'failed', 1, 'LINE 401'
       FROM generate_series(1, $2::int) g`,
    [owner.agentId, count, `keyset:${tag}:`],
  );

const outbox = (query: Record<string, string>) =>
  call(app, 'GET', '/api/admin/line/outbox', { token: owner.token, query });

describe('the console outbox, keyset pages', () => {
  it('covers every failed entry once, newest first, while entries keep arriving; counts and total bounded', async () => {
    await failedEntries(130, 'first');
    const { rows } = await app.db.query<{ id: number }>(
      `SELECT id::int AS id FROM outbox WHERE agent_id = $1 AND status = 'failed' ORDER BY id DESC`,
      [owner.agentId],
    );
    let arrived = 0;
    const seen = await walkPages(
      async (cursor) => {
        const answer = await outbox({ status: 'failed', ...(cursor ? { cursor } : {}) });
        return { ...answer, data: { items: answer.data.entries, next_cursor: answer.data.next_cursor } };
      },
      async (page) => {
        arrived += 3;
        await failedEntries(3, `between-${page}`);
      },
    );
    expect(seen).toEqual(rows.map((row) => row.id)); // newer entries come before the first page: none of them
    const first = await outbox({ status: 'failed' });
    expect(first.data).toMatchObject({ total: rows.length + arrived, total_capped: false });
    expect(first.data.counts.failed).toBe(rows.length + arrived);
  });

  it('refuses a cursor it did not write with BAD_CURSOR', async () => {
    // A time key where the outbox pages by id is not its cursor either.
    const timeKey = Buffer.from('["2026-01-01 00:00:00+00",1]').toString('base64url');
    await expectBadCursorsRefused((cursor) => outbox({ cursor }), [timeKey]);
  });
});
