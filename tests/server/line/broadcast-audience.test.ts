import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { call } from '../helpers/test-app';
import { sendLineOutbox } from '../helpers/line-official-account';
import { broadcastSetup, compose, daysAgo, depositAt, exclude, lineMember } from './broadcast-fixtures';

// Sending and the composer are in broadcast.test.ts, opens and deposits in broadcast-opens.test.ts.
const { line, app, owner, sendNow, recipients, viewOf } = await broadcastSetup(100_000);
const audience = async (segment: object) =>
  (await call(app, 'POST', '/api/admin/line/broadcasts/audience', { token: owner.token, body: { segment } }))
    .data;

describe('the audience', () => {
  it('is the members who follow, minus excluded members, whatever the segment says', async () => {
    const follows = await lineMember(app);
    const selfExcluded = await lineMember(app);
    await exclude(app, selfExcluded.id, 'self_exclusion', new Date(Date.now() + 86_400_000 * 180));
    const timedOut = await lineMember(app);
    await exclude(app, timedOut.id, 'timeout', new Date(Date.now() + 86_400_000));
    const timeOutOver = await lineMember(app);
    await exclude(app, timeOutOver.id, 'timeout', new Date(Date.now() - 60_000));
    const blocked = await lineMember(app, { follows: false });
    await lineMember(app, { lineId: false });
    const disabled = await lineMember(app);
    await app.db.query(`UPDATE members SET status = 'disabled' WHERE id = $1`, [disabled.id]);

    const counted = await audience({ kind: 'all' });
    expect(counted).toEqual({
      audience: 2,
      quota: { limit: 100_000, used: line.used(), left: 100_000 - line.used() },
    });

    const broadcast = await compose(app, owner.token);
    const sent = await sendNow(broadcast.id);
    expect([sent.error, sent.data.status, sent.data.sent]).toEqual([0, 'sending', 2]);
    expect(await recipients(broadcast.id)).toEqual([follows.lineUserId, timeOutOver.lineUserId].sort());
    await sendLineOutbox(app, line);
    const reached = line.sent.flatMap((c) =>
      c.path.endsWith('/multicast') ? (c.body as { to: string[] }).to : [],
    );
    expect(reached).toEqual(expect.arrayContaining([follows.lineUserId, timeOutOver.lineUserId]));
    for (const never of [selfExcluded, timedOut, blocked, disabled])
      expect(reached).not.toContain(never.lineUserId);
    expect(await viewOf(broadcast.id)).toMatchObject({ status: 'sent', sent: 2, delivered: 2 });
  });

  it('selects by deposits in the last N days, by no deposit ever, by inactivity, by VIP level and by promotion', async () => {
    const recent = await lineMember(app);
    await depositAt(app, recent.id, 100, daysAgo(3));
    const older = await lineMember(app);
    await depositAt(app, older.id, 100, daysAgo(20));
    const excludedDepositor = await lineMember(app);
    await depositAt(app, excludedDepositor.id, 100, daysAgo(1));
    await exclude(app, excludedDepositor.id, 'self_exclusion', new Date(Date.now() + 86_400_000 * 180));
    const never = await lineMember(app);
    // Inactive: a member for 90 days whose last login was 40 days ago.
    await app.db.query(`UPDATE members SET created_at = $2 WHERE id = ANY($1)`, [
      [never.id, older.id],
      daysAgo(90),
    ]);
    await app.db.query(`UPDATE sessions SET created_at = $2 WHERE member_id = ANY($1)`, [
      [never.id],
      daysAgo(40),
    ]);
    await app.db.query(`UPDATE members SET vip_level = 2 WHERE id = $1`, [older.id]);
    const { rows } = await app.db.query<{ id: number }>(
      `INSERT INTO reward_campaigns (agent_id, kind, name, trigger) SELECT id, 'promotion', 'โปรทดสอบ', 'deposit'
         FROM agents WHERE code = 'demo' RETURNING id::int AS id`,
    );
    await app.db.query(
      `INSERT INTO reward_awards (campaign_id, member_id, period_key, award_day, amount, description)
       VALUES ($1, $2, 'once', current_date, 1000, 'โบนัสทดสอบ')`,
      [rows[0]!.id, recent.id],
    );

    expect((await audience({ kind: 'deposited_within', days: 7 })).audience).toBe(1);
    expect((await audience({ kind: 'deposited_within', days: 30 })).audience).toBe(2);
    expect((await audience({ kind: 'never_deposited' })).audience).toBe(1);
    expect((await audience({ kind: 'inactive', days: 30 })).audience).toBe(1);
    expect((await audience({ kind: 'vip', level: 2 })).audience).toBe(1);
    expect((await audience({ kind: 'promotion', campaign_id: rows[0]!.id })).audience).toBe(1);
    const unknown = await call(app, 'POST', '/api/admin/line/broadcasts/audience', {
      token: owner.token,
      body: { segment: { kind: 'promotion', campaign_id: 987_654 } },
    });
    expect(unknown.error).toBe(errorCatalogue.BROADCAST_PROMOTION_UNKNOWN.code);

    const broadcast = await compose(app, owner.token, { segment: { kind: 'deposited_within', days: 30 } });
    await sendNow(broadcast.id);
    expect(await recipients(broadcast.id)).toEqual([recent.lineUserId, older.lineUserId].sort());
    const inactive = await compose(app, owner.token, { segment: { kind: 'inactive', days: 30 } });
    await sendNow(inactive.id);
    expect(await recipients(inactive.id)).toEqual([never.lineUserId]);
  });

  it('is fixed when the send starts: a member who follows later is not added', async () => {
    const early = await lineMember(app);
    const broadcast = await compose(app, owner.token);
    await sendNow(broadcast.id);
    await lineMember(app);
    await sendLineOutbox(app, line);
    expect(await recipients(broadcast.id)).toEqual([early.lineUserId]);
    expect(await viewOf(broadcast.id)).toMatchObject({ sent: 1, delivered: 1 });
  });

  it('refuses to send to nobody, in Thai, and stays a draft', async () => {
    const broadcast = await compose(app, owner.token);
    const refused = await sendNow(broadcast.id);
    expect(refused.error).toBe(errorCatalogue.BROADCAST_AUDIENCE_EMPTY.code);
    expect(await viewOf(broadcast.id)).toMatchObject({ status: 'draft', sent: 0 });
  });
});
