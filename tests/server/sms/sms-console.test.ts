import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { expectBadCursorsRefused, expectKeysetOrder, walkPages } from '@tests/server/pagination/keyset-walk';
import { insertStaff } from '../admin/staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const owner = await insertStaff(app, 'owner');
const support = await insertStaff(app, 'support');
const other = (
  await app.db.query<{ id: number }>(
    `INSERT INTO agents (code, name) VALUES ('sms-other', 'อื่น') RETURNING id`,
  )
).rows[0]!.id;

const message = (
  agentId: number,
  phone: string,
  at: string,
  fields: { status: string; segments: number; cost: number; credits?: number },
) =>
  app.db.query(
    `INSERT INTO sms_messages (agent_id, event_key, gateway, phone, purpose, body, encoding, segments, credits,
                               price_per_segment, cost, status, created_at)
     VALUES ($1, $2, 'ants', $3, 'reset_password', NULL, 'ucs2', $4, $5, 35, $6, $7, $8)`,
    [
      agentId,
      `test:${phone}:${at}`,
      phone,
      fields.segments,
      fields.credits ?? null,
      fields.cost,
      fields.status,
      at,
    ],
  );

// Bangkok is UTC+7: 16:30Z is 23:30 on the 10th there, 17:30Z is 00:30 on the 11th.
await message(owner.agentId, '0812345678', '2026-03-10T16:30:00Z', {
  status: 'delivered',
  segments: 2,
  cost: 70,
  credits: 2,
});
await message(owner.agentId, '0898765432', '2026-03-10T17:30:00Z', {
  status: 'failed',
  segments: 1,
  cost: 35,
});
await message(owner.agentId, '0811111111', '2026-03-11T03:00:00Z', {
  status: 'sent',
  segments: 3,
  cost: 105,
});
await message(other, '0822222222', '2026-03-11T03:00:00Z', { status: 'delivered', segments: 1, cost: 35 });

const list = (token: string, query: Record<string, string>) =>
  call(app, 'GET', '/api/admin/sms', { token, query });

describe('console SMS page', () => {
  it('lists the agent’s messages with masked phones and totals per Bangkok day', async () => {
    const answer = await list(owner.token, { from: '2026-03-10', to: '2026-03-11' });
    expect(answer.error).toBe(0);
    expect(answer.data.total).toBe(3);
    expect(answer.data.messages.map((m: { phone: string }) => m.phone)).toEqual([
      '081****111',
      '089****432',
      '081****678',
    ]);
    expect(answer.data.messages[2]).toMatchObject({
      status: 'delivered',
      segments: 2,
      credits: 2,
      cost: 0.7,
    });
    expect(JSON.stringify(answer.data)).not.toContain('0812345678');
    expect(answer.data.days).toEqual([
      { day: '2026-03-11', messages: 2, delivered: 0, failed: 1, segments: 4, cost: 1.4 },
      { day: '2026-03-10', messages: 1, delivered: 1, failed: 0, segments: 2, cost: 0.7 },
    ]);
  });

  it('keeps to the days asked for', async () => {
    const answer = await list(owner.token, { from: '2026-03-10', to: '2026-03-10' });
    expect(answer.data.total).toBe(1);
    expect(answer.data.days).toHaveLength(1);
  });

  it('pages 100 at a time by cursor: every message of the range once, newest first, while texts keep leaving', async () => {
    const { rows } = await app.db.query<{ id: number }>(
      `INSERT INTO sms_messages (agent_id, event_key, gateway, phone, purpose, body, encoding, segments,
                                 price_per_segment, cost, status, created_at)
       SELECT $1, 'keyset:' || g, 'ants', '0800000000', 'reset_password', NULL, 'ucs2', 1, 35, 35, 'sent',
              '2026-04-02T05:00:00Z'::timestamptz - (g / 3) * interval '1 second'
         FROM generate_series(1, 250) g RETURNING id::int AS id`,
      [owner.agentId],
    );
    const original = await app.db.query<{ id: number }>(
      `SELECT id::int AS id FROM sms_messages WHERE agent_id = $1 AND created_at >= '2026-04-01T17:00:00Z'
          AND created_at < '2026-04-02T17:00:00Z' ORDER BY created_at DESC, id DESC`,
      [owner.agentId],
    );
    expect(original.rows).toHaveLength(rows.length);
    const seen = await walkPages(
      async (cursor) => {
        const answer = await list(owner.token, {
          from: '2026-04-02',
          to: '2026-04-02',
          ...(cursor ? { cursor } : {}),
        });
        return { ...answer, data: { items: answer.data.messages, next_cursor: answer.data.next_cursor } };
      },
      (page) =>
        message(owner.agentId, `08100000${page}0`, '2026-04-02T06:00:00Z', {
          status: 'sent',
          segments: 1,
          cost: 35,
        }),
    );
    await expectKeysetOrder(
      app.db,
      seen,
      original.rows.map((row) => row.id),
      {
        table: 'sms_messages',
        sortColumn: 'created_at',
      },
    );
  });

  it('refuses a cursor it did not write with BAD_CURSOR', async () => {
    await expectBadCursorsRefused((cursor) =>
      list(owner.token, { from: '2026-03-10', to: '2026-03-11', cursor }),
    );
  });

  it('is refused to a role without sms.view, and a range it cannot read is a Thai refusal', async () => {
    expect((await list(support.token, { from: '2026-03-10', to: '2026-03-11' })).status).toBe(403);
    const backwards = await list(owner.token, { from: '2026-03-11', to: '2026-03-10' });
    expect(backwards.status).toBe(200);
    expect(backwards.error).not.toBe(0);
    expect(backwards.message).toMatch(/[ก-๙]/);
  });
});
