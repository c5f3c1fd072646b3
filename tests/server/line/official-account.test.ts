import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { enqueue } from '@server/outbox/outbox';
import { insertStaff } from '../admin/staff-fixtures';
import { call, createTestApp } from '../helpers/test-app';
import {
  ACCESS_TOKEN,
  CHANNEL_SECRET,
  followEvent,
  lineConfig,
  postWebhook,
  sendLineOutbox,
  setUpOfficialAccount,
  startLine,
} from '../helpers/line-official-account';

const line = await startLine();
const app = await createTestApp(lineConfig(line));
afterAll(async () => {
  await app.close();
  await line.close();
});

const lineUser = () => `U${randomBytes(16).toString('hex')}`;
const pushTo = (to: string, text: string) => ({ op: 'push', to, messages: [{ type: 'text', text }] });
const outboxRow = async (eventKey: string) =>
  (
    await app.db.query<{ status: string; attempts: number; last_error: string | null }>(
      `SELECT status, attempts, last_error FROM outbox WHERE event_key = $1`,
      [eventKey],
    )
  ).rows[0];

describe('the official account, set up from the console', () => {
  it('keeps the secret and the token sealed, shows them masked, and tests the connection against LINE', async () => {
    const before = await call(app, 'POST', '/api/admin/line/official-account/test', {
      token: (await insertStaff(app, 'owner')).token,
    });
    expect(before.error).toBe(errorCatalogue.LINE_NOT_CONFIGURED.code);

    const owner = await setUpOfficialAccount(app);
    const view = await call(app, 'GET', '/api/admin/line/official-account', { token: owner.token });
    expect(view.data).toMatchObject({
      channel_id: '2000000002',
      channel_secret: `••••${CHANNEL_SECRET.slice(-4)}`,
      access_token: `••••${ACCESS_TOKEN.slice(-4)}`,
      configured: true,
    });
    const stored = await app.db.query(`SELECT * FROM agent_line_settings`);
    expect(JSON.stringify(stored.rows)).not.toContain(CHANNEL_SECRET);
    expect(JSON.stringify(stored.rows)).not.toContain(ACCESS_TOKEN);
    const audit = await app.db.query(
      `SELECT before, after FROM audit_log WHERE action = 'content.line_official_account'`,
    );
    expect(JSON.stringify(audit.rows)).not.toContain(CHANNEL_SECRET);

    // Saving again without the secrets (the console never has them) keeps them.
    const again = await call(app, 'POST', '/api/admin/line/official-account', {
      token: owner.token,
      body: { channel_id: '2000000002', staff_group_id: `C${'a'.repeat(32)}` },
    });
    expect(again.data).toMatchObject({ configured: true, staff_group_id: `C${'a'.repeat(32)}` });

    const tested = await call(app, 'POST', '/api/admin/line/official-account/test', { token: owner.token });
    expect(tested.data).toEqual({
      display_name: 'เว็บทดสอบ',
      basic_id: '@123abcde',
      quota: 300,
      used: line.used(),
    });

    const bad = await call(app, 'POST', '/api/admin/line/official-account', {
      token: owner.token,
      body: { channel_id: '2000000002', channel_secret: 'not-hex' },
    });
    expect(bad.error).toBe(errorCatalogue.LINE_SETTINGS_INVALID.code);
  });

  it('is the owner’s: support staff may not read or change it', async () => {
    const support = await insertStaff(app, 'support');
    expect(
      (await call(app, 'GET', '/api/admin/line/official-account', { token: support.token })).status,
    ).toBe(403);
    const tried = await call(app, 'POST', '/api/admin/line/official-account', {
      token: support.token,
      body: { clear: true },
    });
    expect(tried.status).toBe(403);
  });
});

describe('the webhook', () => {
  it('refuses an unsigned or forged call before reading it, and stores nothing', async () => {
    await setUpOfficialAccount(app);
    const user = lineUser();
    for (const signature of [null, 'AAAA', undefined] as const) {
      const answer = await postWebhook(app, [followEvent('follow', user)], {
        signature,
        ...(signature === undefined ? { secret: 'f'.repeat(32) } : {}),
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error).toBe(errorCatalogue.LINE_SIGNATURE_INVALID.code);
    }
    const { rows } = await app.db.query(`SELECT 1 FROM line_webhook_events WHERE line_user_id = $1`, [user]);
    expect(rows).toEqual([]);
  });

  it('stores each event once by its webhookEventId: a redelivery answers 200 and changes nothing', async () => {
    await setUpOfficialAccount(app);
    const user = lineUser();
    const follow = followEvent('follow', user, Date.now() - 5000);
    const unfollow = followEvent('unfollow', user, Date.now());
    const first = await postWebhook(app, [follow, unfollow]);
    expect([first.statusCode, first.json().data]).toEqual([200, { events: 2, stored: 2 }]);
    const following = async () =>
      (await app.db.query(`SELECT following FROM line_followers WHERE line_user_id = $1`, [user])).rows[0];
    expect(await following()).toEqual({ following: false });
    // The older follow redelivered (LINE's redelivery): stored already, and older than the unfollow anyway.
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        postWebhook(app, [{ ...follow, deliveryContext: { isRedelivery: true } }]),
      ),
    );
    expect(again.map((answer) => answer.json().data)).toEqual(Array(5).fill({ events: 1, stored: 0 }));
    expect(await following()).toEqual({ following: false });
    const { rows } = await app.db.query(
      `SELECT count(*)::int AS n FROM line_webhook_events WHERE line_user_id = $1`,
      [user],
    );
    expect(rows[0]).toEqual({ n: 2 });
  });

  it('shows the owner the groups the account was invited into, for the staff alerts', async () => {
    const owner = await setUpOfficialAccount(app);
    const group = `C${randomBytes(16).toString('hex')}`;
    await postWebhook(app, [
      {
        type: 'join',
        mode: 'active',
        timestamp: Date.now(),
        source: { type: 'group', groupId: group },
        webhookEventId: `01HJOIN${randomBytes(8).toString('hex')}`,
        deliveryContext: { isRedelivery: false },
        replyToken: 'r'.repeat(32),
      },
    ]);
    const view = await call(app, 'GET', '/api/admin/line/official-account', { token: owner.token });
    expect(view.data.joined_groups[0]).toMatchObject({ group_id: group });
  });

  it('answers a malformed body that is correctly signed with a 400, never a 5xx', async () => {
    await setUpOfficialAccount(app);
    const body = '{"events": [';
    const { lineSignature } = await import('../helpers/line-messaging-stand-in');
    const answer = await app.inject({
      method: 'POST',
      url: '/api/line/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-line-signature': lineSignature(body, CHANNEL_SECRET),
      },
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('sending through the outbox', () => {
  it('sends an event once however often it is enqueued and however many workers run, with its retry key', async () => {
    await setUpOfficialAccount(app);
    const to = lineUser();
    const key = `test:push:${to}`;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        enqueue(app.db, {
          agentId: 1,
          channel: 'line',
          kind: 'test',
          eventKey: key,
          payload: pushTo(to, 'สวัสดี'),
        }),
      ),
    );
    await Promise.all([sendLineOutbox(app, line), sendLineOutbox(app, line)]);
    const sent = line.sent.filter((request) => (request.body as { to?: string }).to === to);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.retryKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await outboxRow(key)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('tries again after a 500 or a 429 with the same retry key, and a timeout LINE had accepted (409) counts as sent', async () => {
    await setUpOfficialAccount(app);
    const to = lineUser();
    const key = `test:retry:${to}`;
    await enqueue(app.db, {
      agentId: 1,
      channel: 'line',
      kind: 'test',
      eventKey: key,
      payload: pushTo(to, 'ลองใหม่'),
    });
    line.failNext('/v2/bot/message/push', 500);
    await sendLineOutbox(app, line);
    expect(await outboxRow(key)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'LINE 500: Internal server error',
    });
    await app.db.query(`UPDATE outbox SET next_attempt_at = now() WHERE event_key = $1`, [key]);
    line.failNext('/v2/bot/message/push', 429);
    await sendLineOutbox(app, line);
    const waiting = await app.db.query<{ wait: number }>(
      `SELECT extract(epoch FROM next_attempt_at - now())::float AS wait FROM outbox WHERE event_key = $1`,
      [key],
    );
    expect(waiting.rows[0]!.wait).toBeGreaterThan(55);
    await app.db.query(`UPDATE outbox SET next_attempt_at = now() WHERE event_key = $1`, [key]);
    await sendLineOutbox(app, line);
    expect(await outboxRow(key)).toMatchObject({ status: 'sent', attempts: 3 });

    // LINE took the message but the answer was lost: the next attempt's 409 is the proof it was sent.
    await app.db.query(`UPDATE outbox SET status = 'pending', next_attempt_at = now() WHERE event_key = $1`, [
      key,
    ]);
    await sendLineOutbox(app, line);
    expect(await outboxRow(key)).toMatchObject({ status: 'sent', attempts: 4 });
    const calls = line.calls.filter((request) => (request.body as { to?: string } | null)?.to === to);
    expect(calls.map((request) => request.retryKey)).toEqual(Array(4).fill(calls[0]!.retryKey));
    expect(line.sent.filter((request) => (request.body as { to?: string }).to === to)).toHaveLength(1);
  });

  it('fails for good on a refusal (a revoked token), which staff see and can send again once mended', async () => {
    const owner = await setUpOfficialAccount(app);
    const to = lineUser();
    const key = `test:refused:${to}`;
    await enqueue(app.db, {
      agentId: 1,
      channel: 'line',
      kind: 'test',
      eventKey: key,
      payload: pushTo(to, 'ทดสอบ'),
    });
    line.rotateToken('a-new-token');
    await sendLineOutbox(app, line);
    line.rotateToken(ACCESS_TOKEN);
    expect(await outboxRow(key)).toMatchObject({ status: 'failed', attempts: 1 });
    const listed = await call(app, 'GET', '/api/admin/line/outbox', {
      token: owner.token,
      query: { status: 'failed' },
    });
    const entry = listed.data.entries.find((row: { event_key: string }) => row.event_key === key);
    expect(entry).toMatchObject({ status: 'failed', channel: 'line', kind: 'test' });
    expect(entry.last_error).toContain('LINE 401');
    expect(listed.data.counts.failed).toBeGreaterThanOrEqual(1);

    const retried = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(app, 'POST', `/api/admin/line/outbox/${entry.id}/retry`, { token: owner.token }),
      ),
    );
    expect(retried.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(
      retried.filter((answer) => answer.error === errorCatalogue.LINE_OUTBOX_NOT_FAILED.code),
    ).toHaveLength(4);
    await sendLineOutbox(app, line);
    expect(await outboxRow(key)).toMatchObject({ status: 'sent' });
    const notThere = await call(app, 'POST', '/api/admin/line/outbox/999999999/retry', {
      token: owner.token,
    });
    expect(notThere.error).toBe(errorCatalogue.LINE_OUTBOX_NOT_FOUND.code);
  });

  it('fails an entry of an agent whose account is not set up, with a reason staff can read', async () => {
    const owner = await setUpOfficialAccount(app);
    await call(app, 'POST', '/api/admin/line/official-account', {
      token: owner.token,
      body: { clear: true },
    });
    const key = `test:unset:${Date.now()}`;
    await enqueue(app.db, {
      agentId: 1,
      channel: 'line',
      kind: 'test',
      eventKey: key,
      payload: pushTo(lineUser(), 'x'),
    });
    await sendLineOutbox(app, line);
    expect(await outboxRow(key)).toMatchObject({
      status: 'failed',
      last_error: 'ยังไม่ได้ตั้งค่า LINE Official Account',
    });
  });
});
