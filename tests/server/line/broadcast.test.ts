import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { broadcastTick } from '@server/line/broadcasts/send';
import { insertStaff } from '../admin/staff-fixtures';
import { call, insertMember } from '../helpers/test-app';
import { sendLineOutbox } from '../helpers/line-official-account';
import {
  broadcastSetup,
  compose,
  daysAgo,
  depositAt,
  exclude,
  LIFF_ID,
  lineMember,
  lineUser,
  manyFollowers,
} from './broadcast-fixtures';

const { line, app, owner, lineContext, sendNow } = await broadcastSetup(100_000);
const audience = async (segment: object) =>
  (await call(app, 'POST', '/api/admin/line/broadcasts/audience', { token: owner.token, body: { segment } }))
    .data;
const recipients = async (id: number) =>
  (
    await app.db.query<{ line_user_id: string }>(
      `SELECT line_user_id FROM line_broadcast_recipients WHERE broadcast_id = $1 ORDER BY line_user_id`,
      [id],
    )
  ).rows.map((row) => row.line_user_id);
const batchesOf = async (id: number) =>
  (
    await app.db.query<{ event_key: string; size: number; status: string }>(
      `SELECT event_key, jsonb_array_length(payload -> 'to') AS size, status FROM outbox
        WHERE event_key LIKE $1 ORDER BY id`,
      [`line:broadcast:${id}:%`],
    )
  ).rows;
const viewOf = async (id: number) =>
  (
    (await call(app, 'GET', '/api/admin/line/broadcasts', { token: owner.token })).data.broadcasts as {
      id: number;
    }[]
  ).find((b) => b.id === id) as Record<string, unknown>;
const multicastsTo = (users: string[]) =>
  line.sent.filter(
    (c) =>
      c.path === '/v2/bot/message/multicast' &&
      (c.body as { to: string[] }).to.some((u) => users.includes(u)),
  );

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

describe('sending', () => {
  it('goes out as multicasts of at most 500, one outbox entry per batch, each sent once', async () => {
    const users = await manyFollowers(app, 1001);
    const broadcast = await compose(app, owner.token);
    const sent = await sendNow(broadcast.id);
    expect(sent.data.sent).toBe(1001);
    const batches = await batchesOf(broadcast.id);
    expect(batches.map((b) => [b.event_key, b.size])).toEqual([
      [`line:broadcast:${broadcast.id}:1`, 500],
      [`line:broadcast:${broadcast.id}:2`, 500],
      [`line:broadcast:${broadcast.id}:3`, 1],
    ]);
    // Sending again adds nothing: the broadcast is no longer a draft.
    expect((await sendNow(broadcast.id)).error).toBe(errorCatalogue.BROADCAST_NOT_DRAFT.code);
    await sendLineOutbox(app, line);
    const calls = multicastsTo(users);
    expect(calls.map((c) => (c.body as { to: string[] }).to.length).sort((a, b) => b - a)).toEqual([
      500, 500, 1,
    ]);
    expect(new Set(calls.flatMap((c) => (c.body as { to: string[] }).to))).toEqual(new Set(users));
    expect(new Set(calls.map((c) => c.retryKey)).size).toBe(3);
    expect(await viewOf(broadcast.id)).toMatchObject({ status: 'sent', sent: 1001, delivered: 1001 });
  });

  it('honours a 429: the batch waits a minute and is sent later with the same retry key', async () => {
    const member = await lineMember(app);
    const broadcast = await compose(app, owner.token);
    await sendNow(broadcast.id);
    line.failNext('/v2/bot/message/multicast', 429);
    await sendLineOutbox(app, line);
    const { rows } = await app.db.query<{ status: string; wait: number }>(
      `SELECT status, extract(epoch FROM next_attempt_at - now())::int AS wait FROM outbox WHERE event_key = $1`,
      [`line:broadcast:${broadcast.id}:1`],
    );
    expect(rows[0]!.status).toBe('pending');
    expect(rows[0]!.wait).toBeGreaterThanOrEqual(55);
    expect(multicastsTo([member.lineUserId])).toEqual([]);
    expect(await viewOf(broadcast.id)).toMatchObject({ status: 'sending', delivered: 0 });

    await app.db.query(`UPDATE outbox SET next_attempt_at = now() WHERE event_key = $1`, [
      `line:broadcast:${broadcast.id}:1`,
    ]);
    await sendLineOutbox(app, line);
    const tries = line.calls.filter(
      (c) =>
        c.path === '/v2/bot/message/multicast' && (c.body as { to: string[] }).to.includes(member.lineUserId),
    );
    expect(tries).toHaveLength(2);
    expect(tries[0]!.retryKey).toBe(tries[1]!.retryKey);
    expect(await viewOf(broadcast.id)).toMatchObject({ status: 'sent', delivered: 1 });
  });
});

describe('a scheduled broadcast', () => {
  it('is started once when due, with two workers ticking at the same time', async () => {
    const members = [await lineMember(app), await lineMember(app)];
    const broadcast = await compose(app, owner.token);
    const at = new Date(Date.now() + 60_000);
    const scheduled = await call(app, 'POST', `/api/admin/line/broadcasts/${broadcast.id}/send`, {
      token: owner.token,
      body: { scheduled_at: at.toISOString() },
    });
    expect(scheduled.data).toMatchObject({ status: 'scheduled', scheduled_at: at.toISOString() });

    expect(await broadcastTick(app.db, lineContext, new Date())).toBe(0);
    const later = new Date(at.getTime() + 1000);
    const started = await Promise.all([
      broadcastTick(app.db, lineContext, later),
      broadcastTick(app.db, lineContext, later),
    ]);
    expect(started.sort()).toEqual([0, 1]);
    expect(await batchesOf(broadcast.id)).toHaveLength(1);
    expect(await recipients(broadcast.id)).toEqual(members.map((m) => m.lineUserId).sort());
    await sendLineOutbox(app, line);
    expect(multicastsTo(members.map((m) => m.lineUserId))).toHaveLength(1);
    expect(await broadcastTick(app.db, lineContext, later)).toBe(0);
    expect(await viewOf(broadcast.id)).toMatchObject({ status: 'sent', delivered: 2 });
  });

  it('refuses a time in the past, and can be cancelled until it starts', async () => {
    await lineMember(app);
    const broadcast = await compose(app, owner.token);
    const past = await call(app, 'POST', `/api/admin/line/broadcasts/${broadcast.id}/send`, {
      token: owner.token,
      body: { scheduled_at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.error).toBe(errorCatalogue.BROADCAST_SCHEDULE_INVALID.code);
    const at = new Date(Date.now() + 60_000);
    await call(app, 'POST', `/api/admin/line/broadcasts/${broadcast.id}/send`, {
      token: owner.token,
      body: { scheduled_at: at.toISOString() },
    });
    const cancelled = await call(app, 'POST', `/api/admin/line/broadcasts/${broadcast.id}/cancel`, {
      token: owner.token,
    });
    expect(cancelled.data.status).toBe('cancelled');
    expect(await broadcastTick(app.db, lineContext, new Date(at.getTime() + 1000))).toBe(0);
    expect(await batchesOf(broadcast.id)).toEqual([]);
    const again = await call(app, 'POST', `/api/admin/line/broadcasts/${broadcast.id}/cancel`, {
      token: owner.token,
    });
    expect(again.error).toBe(errorCatalogue.BROADCAST_NOT_CANCELLABLE.code);
  });
});

describe('the composer', () => {
  it('builds the text, the image and a Flex card whose button opens the LIFF screen with the campaign in its path', async () => {
    const broadcast = await compose(app, owner.token, {
      image_url: 'https://cdn.example.com/promo.png',
      card: {
        title: 'หวยงวดนี้',
        text: 'แทงเลย',
        image_url: 'https://cdn.example.com/card.jpg',
        button_label: 'แทงหวย',
        screen: 'lotto-round',
        params: { roundId: '1024' },
      },
    });
    expect(broadcast.link).toBe(`https://liff.line.me/${LIFF_ID}/b/${broadcast.campaign}/lotto/1024`);
    const { rows } = await app.db.query<{ messages: Record<string, unknown>[] }>(
      `SELECT messages FROM line_broadcasts WHERE id = $1`,
      [broadcast.id],
    );
    const [text, image, card] = rows[0]!.messages;
    expect(text).toEqual({ type: 'text', text: 'ฝากวันนี้รับโบนัส 10%' });
    expect(image).toEqual({
      type: 'image',
      originalContentUrl: 'https://cdn.example.com/promo.png',
      previewImageUrl: 'https://cdn.example.com/promo.png',
    });
    expect(card).toMatchObject({ type: 'flex', altText: 'หวยงวดนี้' });
    expect(JSON.stringify(card)).toContain(`"uri":"${broadcast.link}"`);
    expect(JSON.stringify(card)).toContain('"label":"แทงหวย"');
  });

  it('puts the campaign into the agent’s own LIFF links typed in the text, and leaves other links as typed', async () => {
    const other = 'https://liff.line.me/1999999999-Zz9Zz9Zz/deposit';
    const broadcast = await compose(app, owner.token, {
      text: `ฝากเลย https://liff.line.me/${LIFF_ID}/deposit\nหวย https://liff.line.me/${LIFF_ID}/lotto/bills/512 ${other} https://liff.line.me/${LIFF_ID}/deposit?x=1`,
      card: null,
    });
    const { rows } = await app.db.query<{ messages: { text: string }[] }>(
      `SELECT messages FROM line_broadcasts WHERE id = $1`,
      [broadcast.id],
    );
    const base = `https://liff.line.me/${LIFF_ID}/b/${broadcast.campaign}`;
    expect(rows[0]!.messages[0]!.text).toBe(
      `ฝากเลย ${base}/deposit\nหวย ${base}/lotto/bills/512 ${other} https://liff.line.me/${LIFF_ID}/deposit?x=1`,
    );
  });

  it('refuses an empty message, an image that is not https and a screen that does not exist, in Thai', async () => {
    const refusals = [
      [{ text: '', card: null }, 'BROADCAST_EMPTY'],
      [{ image_url: 'http://cdn.example.com/a.png' }, 'BROADCAST_IMAGE_URL_INVALID'],
      [{ card: { title: 'ก', button_label: 'ไป', screen: 'nowhere' } }, 'BROADCAST_SCREEN_INVALID'],
      [
        { card: { title: 'ก', button_label: 'ไป', screen: 'lotto-round', params: { roundId: 'x' } } },
        'BROADCAST_SCREEN_INVALID',
      ],
    ] as const;
    for (const [body, reason] of refusals) {
      const answer = await call(app, 'POST', '/api/admin/line/broadcasts', {
        token: owner.token,
        body: { title: 'ทดสอบ', segment: { kind: 'all' }, ...body },
      });
      expect([answer.status, answer.error, answer.message]).toEqual([
        200,
        errorCatalogue[reason].code,
        errorCatalogue[reason].message,
      ]);
    }
  });

  it('sends a test to the staff member’s own LINE only', async () => {
    const member = await lineMember(app);
    const marketing = await insertStaff(app, 'marketing');
    const broadcast = await compose(app, marketing.token);
    const missing = await call(app, 'POST', `/api/admin/line/broadcasts/${broadcast.id}/test`, {
      token: marketing.token,
    });
    expect(missing.error).toBe(errorCatalogue.BROADCAST_STAFF_LINE_MISSING.code);
    const bad = await call(app, 'POST', '/api/admin/line/broadcasts/my-line', {
      token: marketing.token,
      body: { line_user_id: 'someone' },
    });
    expect(bad.error).toBe(errorCatalogue.BROADCAST_STAFF_LINE_INVALID.code);
    const mine = lineUser();
    await call(app, 'POST', '/api/admin/line/broadcasts/my-line', {
      token: marketing.token,
      body: { line_user_id: mine },
    });
    expect(
      (await call(app, 'GET', '/api/admin/line/broadcasts/my-line', { token: marketing.token })).data,
    ).toEqual({
      line_user_id: mine,
    });
    const tested = await call(app, 'POST', `/api/admin/line/broadcasts/${broadcast.id}/test`, {
      token: marketing.token,
    });
    expect(tested.data).toEqual({ queued: true });
    await sendLineOutbox(app, line);
    const pushed = line.sent.filter(
      (c) => c.path === '/v2/bot/message/push' && (c.body as { to: string }).to === mine,
    );
    expect(pushed).toHaveLength(1);
    const { rows } = await app.db.query(`SELECT messages FROM line_broadcasts WHERE id = $1`, [broadcast.id]);
    expect((pushed[0]!.body as { messages: unknown }).messages).toEqual(rows[0]!.messages);
    expect(multicastsTo([member.lineUserId])).toEqual([]);
    expect(await viewOf(broadcast.id)).toMatchObject({ status: 'draft', sent: 0 });
  });

  it('is for the owner and marketing: support may not', async () => {
    const support = await insertStaff(app, 'support');
    expect((await call(app, 'GET', '/api/admin/line/broadcasts', { token: support.token })).status).toBe(403);
    const marketing = await insertStaff(app, 'marketing');
    expect((await call(app, 'GET', '/api/admin/line/broadcasts', { token: marketing.token })).status).toBe(
      200,
    );
  });
});

describe('opens and deposits', () => {
  const openAs = (token: string, campaign: string) =>
    call(app, 'POST', '/api/line/broadcast-opens', { token, body: { campaign } });

  it('counts a recipient’s first open from the LIFF app once; another member’s open is not the broadcast’s', async () => {
    const reader = await lineMember(app);
    const broadcast = await compose(app, owner.token);
    await sendNow(broadcast.id);
    expect((await openAs(reader.token, broadcast.campaign)).data).toEqual({ counted: true });
    expect((await openAs(reader.token, broadcast.campaign)).data).toEqual({ counted: false });
    const outsider = await insertMember(app);
    expect((await openAs(outsider.token, broadcast.campaign)).data).toEqual({ counted: false });
    expect((await openAs(reader.token, 'ZZZZZZZZZZ')).error).toBe(
      errorCatalogue.BROADCAST_CAMPAIGN_UNKNOWN.code,
    );
    expect(
      (await call(app, 'POST', '/api/line/broadcast-opens', { body: { campaign: broadcast.campaign } }))
        .status,
    ).toBe(401);
    expect(await viewOf(broadcast.id)).toMatchObject({ opened: 1 });
  });

  it('attributes deposits credited within the window after the first open, and not those after it or before', async () => {
    const inside = await lineMember(app);
    const late = await lineMember(app);
    const early = await lineMember(app);
    const broadcast = await compose(app, owner.token, { attribution_hours: 24 });
    await sendNow(broadcast.id);
    for (const member of [inside, late, early]) await openAs(member.token, broadcast.campaign);
    const openedAt = async (memberId: number) =>
      (
        await app.db.query<{ opened_at: Date }>(
          `SELECT opened_at FROM line_broadcast_opens WHERE broadcast_id = $1 AND member_id = $2`,
          [broadcast.id, memberId],
        )
      ).rows[0]!.opened_at.getTime();
    const hours = (n: number) => n * 3_600_000;
    await depositAt(app, inside.id, 300, new Date((await openedAt(inside.id)) + hours(23)));
    await depositAt(app, late.id, 500, new Date((await openedAt(late.id)) + hours(25)));
    await depositAt(app, early.id, 700, new Date((await openedAt(early.id)) - hours(1)));
    expect(await viewOf(broadcast.id)).toMatchObject({
      opened: 3,
      deposited: 1,
      deposit_amount: 300,
      attribution_hours: 24,
    });
  });
});
