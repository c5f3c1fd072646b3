import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { broadcastTick } from '@server/line/broadcasts/send';
import { call } from '../helpers/test-app';
import { sendLineOutbox } from '../helpers/line-official-account';
import { broadcastSetup, compose, lineMember } from './broadcast-fixtures';

// A month's quota of 5 messages: a multicast costs one per recipient.
const { line, app, owner, lineContext, sendNow } = await broadcastSetup(5);
const outboxOf = async (id: number) =>
  (await app.db.query(`SELECT 1 FROM outbox WHERE event_key LIKE $1`, [`line:broadcast:${id}:%`])).rows;

describe('the monthly quota', () => {
  it('is read from LINE and shown beside the count; an audience larger than what is left is refused in Thai', async () => {
    for (let i = 0; i < 6; i += 1) await lineMember(app);
    const counted = await call(app, 'POST', '/api/admin/line/broadcasts/audience', {
      token: owner.token,
      body: { segment: { kind: 'all' } },
    });
    expect(counted.data).toEqual({ audience: 6, quota: { limit: 5, used: 0, left: 5 } });
    const broadcast = await compose(app, owner.token);
    const refused = await sendNow(broadcast.id);
    expect([refused.error, refused.message]).toEqual([
      errorCatalogue.BROADCAST_QUOTA_EXCEEDED.code,
      errorCatalogue.BROADCAST_QUOTA_EXCEEDED.message,
    ]);
    expect(await outboxOf(broadcast.id)).toEqual([]);
    const { rows } = await app.db.query(`SELECT status, recipients FROM line_broadcasts WHERE id = $1`, [
      broadcast.id,
    ]);
    expect(rows[0]).toEqual({ status: 'draft', recipients: 0 });
    expect(line.sent).toEqual([]);
  });

  it('lets an audience that fits go out, and counts what it used', async () => {
    const members = [await lineMember(app), await lineMember(app), await lineMember(app)];
    const broadcast = await compose(app, owner.token);
    expect((await sendNow(broadcast.id)).error).toBe(0);
    await sendLineOutbox(app, line);
    expect(line.used()).toBe(3);
    expect(line.sent.flatMap((c) => (c.body as { to: string[] }).to)).toEqual(
      expect.arrayContaining(members.map((m) => m.lineUserId)),
    );
    const counted = await call(app, 'POST', '/api/admin/line/broadcasts/audience', {
      token: owner.token,
      body: { segment: { kind: 'all' } },
    });
    expect(counted.data.quota).toEqual({ limit: 5, used: 3, left: 2 });
  });

  it('cancels a scheduled broadcast that no longer fits, with the reason on the page', async () => {
    for (let i = 0; i < 3; i += 1) await lineMember(app);
    const broadcast = await compose(app, owner.token);
    const at = new Date(Date.now() + 60_000);
    await call(app, 'POST', `/api/admin/line/broadcasts/${broadcast.id}/send`, {
      token: owner.token,
      body: { scheduled_at: at.toISOString() },
    });
    expect(await broadcastTick(app.db, lineContext, new Date(at.getTime() + 1000))).toBe(0);
    const list = await call(app, 'GET', '/api/admin/line/broadcasts', { token: owner.token });
    expect(list.data.broadcasts.find((b: { id: number }) => b.id === broadcast.id)).toMatchObject({
      status: 'cancelled',
      failure: errorCatalogue.BROADCAST_QUOTA_EXCEEDED.message,
      sent: 0,
    });
    expect(await outboxOf(broadcast.id)).toEqual([]);
  });

  it('leaves a scheduled broadcast for the next tick while LINE does not answer the quota', async () => {
    await lineMember(app);
    const broadcast = await compose(app, owner.token);
    const at = new Date(Date.now() + 60_000);
    await call(app, 'POST', `/api/admin/line/broadcasts/${broadcast.id}/send`, {
      token: owner.token,
      body: { scheduled_at: at.toISOString() },
    });
    line.failNext('/v2/bot/message/quota', 500);
    await expect(broadcastTick(app.db, lineContext, new Date(at.getTime() + 1000))).rejects.toThrow();
    const status = async () =>
      (await app.db.query(`SELECT status FROM line_broadcasts WHERE id = $1`, [broadcast.id])).rows[0]!
        .status;
    expect(await status()).toBe('scheduled');
    expect(await broadcastTick(app.db, lineContext, new Date(at.getTime() + 2000))).toBe(1);
    expect(await status()).toBe('sending');
  });
});
