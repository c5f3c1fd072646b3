import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { broadcastTick } from '@server/line/broadcasts/send';
import { insertStaff } from '../admin/staff-fixtures';
import { call } from '../helpers/test-app';
import { sendLineOutbox } from '../helpers/line-official-account';
import { broadcastSetup, compose, LIFF_ID, lineMember, lineUser, manyFollowers } from './broadcast-fixtures';

// The audience is in broadcast-audience.test.ts, opens and deposits in broadcast-opens.test.ts.
const { line, app, owner, lineContext, sendNow, recipients, batchesOf, viewOf, multicastsTo } =
  await broadcastSetup(100_000);

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
