import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { deliverDue } from '@server/outbox/outbox';
import { createSmsDeliverer } from '@server/sms';
import { startSmsGatewayStandIn } from '../helpers/sms-gateway-stand-in';
import { insertMember, testConfig } from '../helpers/test-app';
import { openTestDb } from '../helpers/test-db';

const ACCOUNT = { username: 'ants-user', password: 'ants-pass-123' };
const REPORT = { username: 'report-user', password: 'report-pass-456' };

let gateway: Awaited<ReturnType<typeof startSmsGatewayStandIn>>;
let app: FastifyInstance;
let port: number;
const logLines: string[] = [];
// Every line the server and the deliverer write: no one-time code may be in any of them.
const logger = { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } };

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const found = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(found));
    });
  });

beforeAll(async () => {
  gateway = await startSmsGatewayStandIn({
    ...ACCOUNT,
    senders: ['DEMOBET'],
    report: REPORT,
    perSecond: 1000,
  });
  port = await freePort();
  const config = testConfig({
    SMS_ADAPTER: 'ants',
    ANTS_API_URL: gateway.url,
    ANTS_USERNAME: ACCOUNT.username,
    ANTS_PASSWORD: ACCOUNT.password,
    ANTS_SENDER: 'DEMOBET',
    ANTS_REPORT_USERNAME: REPORT.username,
    ANTS_REPORT_PASSWORD: REPORT.password,
    SMS_PRICE_PER_SEGMENT_SATANG: '35',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'trace',
    SECRETS_KEY: randomBytes(32).toString('base64'),
  });
  app = await buildApp({ config, db: await openTestDb(), ownsDb: true, logger });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await gateway.close();
});

const deliverer = () => createSmsDeliverer({ db: app.db, config: app.config, log: app.log });
const runOutbox = () => deliverDue(app.db, { sms: deliverer() });

let address = 0;
const requestReset = async (phone: string) => {
  address += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/reset_password',
    payload: { phone },
    remoteAddress: `10.9.0.${address}`,
  });
  const body = response.json() as { error: number; data: { ref: string } };
  expect(body.error).toBe(0);
  return body.data.ref;
};

const outboxOf = async (phone: string) =>
  (
    await app.db.query<{
      status: string;
      attempts: number;
      payload: unknown;
      provider_ref: string | null;
      last_error: string | null;
      wait: number;
      sms_status: string;
      body: string | null;
      ref: string;
      cost: string;
      credits: string | null;
      segments: number;
    }>(
      `SELECT o.status, o.attempts, o.payload, o.provider_ref, o.last_error,
              extract(epoch FROM o.next_attempt_at - now())::float AS wait,
              m.status AS sms_status, m.body, m.ref, m.cost, m.credits, m.segments
         FROM sms_messages m JOIN outbox o ON o.event_key = m.event_key
        WHERE m.phone = $1 ORDER BY m.id DESC LIMIT 1`,
      [phone],
    )
  ).rows[0]!;

const makeDue = (phone: string) =>
  app.db.query(
    `UPDATE outbox SET next_attempt_at = now() - interval '1 second'
      WHERE event_key IN (SELECT event_key FROM sms_messages WHERE phone = $1)`,
    [phone],
  );

const codeIn = (text: string) => /OTP[^0-9]*(\d{6})/.exec(text)?.[1];

describe('SMS through ANTS (the stand-in)', () => {
  it('sends a reset code once to the phone even with three workers at once, then keeps no copy of the code', async () => {
    const member = await insertMember(app);
    logLines.length = 0;
    const ref = await requestReset(member.phone);
    const before = await outboxOf(member.phone);
    expect(before).toMatchObject({ status: 'pending', sms_status: 'queued', segments: 2 });
    expect(JSON.stringify(before.payload)).not.toMatch(/\d{6}/);
    // Sealed with the server's key until it is sent.
    expect(before.body).toMatch(/^v1\./);
    expect(before.body).not.toContain('OTP');

    await Promise.all([runOutbox(), runOutbox(), runOutbox()]);
    const reached = gateway.delivered.filter((m) => m.to === `66${member.phone.slice(1)}`);
    expect(reached).toHaveLength(1);
    expect(reached[0]!.from).toBe('DEMOBET');
    const code = codeIn(reached[0]!.text)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(reached[0]!.text).toContain(`Ref: ${ref}`);

    const after = await outboxOf(member.phone);
    expect(after).toMatchObject({ status: 'sent', attempts: 1, sms_status: 'sent', body: null });
    expect(after.provider_ref).toBe(reached[0]!.messageId);
    // Two UCS-2 parts, two credits at 35 satang.
    expect([Number(after.credits), Number(after.cost)]).toEqual([2, 70]);

    await runOutbox();
    expect(gateway.delivered.filter((m) => m.to === reached[0]!.to)).toHaveLength(1);

    const stored = await app.db.query(
      `SELECT o.payload::text AS p, coalesce(m.body, '') AS b FROM outbox o JOIN sms_messages m USING (event_key)
        WHERE m.phone = $1`,
      [member.phone],
    );
    for (const row of stored.rows as { p: string; b: string }[]) {
      expect(row.p).not.toContain(code);
      expect(row.b).not.toContain(code);
    }
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(code);

    // The code the phone got works.
    const done = await app.inject({
      method: 'POST',
      url: '/api/reset_password_v2',
      payload: { phone: member.phone, ref, otp: code, new_password: 'Newpass123' },
    });
    expect(done.json()).toMatchObject({ error: 0, data: { password_changed: true } });
  });

  it('retries a 429 after its Retry-After and a 500, then sends once', async () => {
    const member = await insertMember(app);
    await requestReset(member.phone);
    gateway.failNext(429, 1, '120');
    await runOutbox();
    const limited = await outboxOf(member.phone);
    expect(limited).toMatchObject({ status: 'pending', attempts: 1, sms_status: 'queued' });
    expect(limited.last_error).toContain('429');
    expect(limited.wait).toBeGreaterThan(110);
    expect(limited.body).not.toBeNull();

    await makeDue(member.phone);
    gateway.failNext(500);
    await runOutbox();
    expect(await outboxOf(member.phone)).toMatchObject({
      status: 'pending',
      attempts: 2,
      sms_status: 'queued',
    });

    await makeDue(member.phone);
    await runOutbox();
    expect(await outboxOf(member.phone)).toMatchObject({
      status: 'sent',
      attempts: 3,
      sms_status: 'sent',
      body: null,
    });
    expect(gateway.delivered.filter((m) => m.to === `66${member.phone.slice(1)}`)).toHaveLength(1);
  });

  it("meets the gateway's own rate with 429s, and sends the rest later", async () => {
    const slow = await startSmsGatewayStandIn({
      ...ACCOUNT,
      senders: ['DEMOBET'],
      report: REPORT,
      perSecond: 1,
    });
    try {
      const members = [await insertMember(app), await insertMember(app), await insertMember(app)];
      for (const member of members) await requestReset(member.phone);
      const throttled = createSmsDeliverer({
        db: app.db,
        config: { ...app.config, ANTS_API_URL: slow.url },
        log: app.log,
      });
      await deliverDue(app.db, { sms: throttled });
      const rows = await Promise.all(members.map((member) => outboxOf(member.phone)));
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
      const waiting = rows.filter((row) => row.status === 'pending');
      expect(waiting).toHaveLength(2);
      for (const row of waiting)
        expect(row).toMatchObject({ sms_status: 'queued', last_error: 'ANTS 429 Too Many Requests' });
      expect(slow.delivered).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it('gives up at once when the gateway refuses the credentials (401), and drops the text', async () => {
    const member = await insertMember(app);
    await requestReset(member.phone);
    const wrong = createSmsDeliverer({
      db: app.db,
      config: { ...app.config, ANTS_PASSWORD: 'not-the-password' },
      log: app.log,
    });
    await deliverDue(app.db, { sms: wrong });
    const row = await outboxOf(member.phone);
    expect(row).toMatchObject({ status: 'failed', sms_status: 'failed', body: null });
    expect(row.last_error).toContain('401');
    expect(gateway.requests.at(-1)).toEqual({ authorized: false, status: 401 });
    expect(gateway.delivered.filter((m) => m.to === `66${member.phone.slice(1)}`)).toHaveLength(0);
  });

  it('fails a text sealed under another key instead of retrying it, and drops it', async () => {
    const member = await insertMember(app);
    await requestReset(member.phone);
    const otherKey = createSmsDeliverer({
      db: app.db,
      config: { ...app.config, SECRETS_KEY: randomBytes(32).toString('base64') },
      log: app.log,
    });
    await deliverDue(app.db, { sms: otherKey });
    expect(await outboxOf(member.phone)).toMatchObject({
      status: 'failed',
      sms_status: 'failed',
      body: null,
    });
    expect(gateway.delivered.filter((m) => m.to === `66${member.phone.slice(1)}`)).toHaveLength(0);
  });

  it('sends nothing once the code has expired, and drops the text', async () => {
    const member = await insertMember(app);
    await requestReset(member.phone);
    await app.db.query(
      `UPDATE sms_messages SET body_expires_at = now() - interval '1 second' WHERE phone = $1`,
      [member.phone],
    );
    await runOutbox();
    expect(await outboxOf(member.phone)).toMatchObject({
      status: 'skipped',
      sms_status: 'expired',
      body: null,
    });
    expect(gateway.delivered.filter((m) => m.to === `66${member.phone.slice(1)}`)).toHaveLength(0);
  });

  it('takes the delivery report ANTS posts once; a repeat and a forged report change nothing', async () => {
    const member = await insertMember(app);
    await requestReset(member.phone);
    await runOutbox();
    const sent = gateway.delivered.find((m) => m.to === `66${member.phone.slice(1)}`)!;
    expect(sent.notifyUrl).toBe(`http://127.0.0.1:${port}/api/sms/ants/report`);

    // Forged: the right body, without the report's credentials, or with the sending account's.
    const { body } = gateway.reportOf(sent.messageId, 'UNDELIVERED');
    for (const authorization of [
      undefined,
      `Basic ${Buffer.from(`${ACCOUNT.username}:${ACCOUNT.password}`).toString('base64')}`,
    ]) {
      const forged = await app.inject({
        method: 'POST',
        url: '/api/sms/ants/report',
        payload: body,
        headers: authorization ? { authorization } : {},
      });
      expect(forged.statusCode).toBe(401);
    }
    expect(await outboxOf(member.phone)).toMatchObject({ sms_status: 'sent' });

    expect(await gateway.report(sent.messageId, 'DELIVERED')).toBe(200);
    expect(await outboxOf(member.phone)).toMatchObject({ sms_status: 'delivered' });
    const { rows } = await app.db.query<{ reported_at: Date }>(
      `SELECT reported_at FROM sms_messages WHERE phone = $1`,
      [member.phone],
    );
    // Repeated, and a later contrary report: nothing changes.
    expect(await gateway.report(sent.messageId, 'DELIVERED')).toBe(200);
    expect(await gateway.report(sent.messageId, 'UNDELIVERED')).toBe(200);
    const again = await app.db.query<{ reported_at: Date; status: string }>(
      `SELECT reported_at, status FROM sms_messages WHERE phone = $1`,
      [member.phone],
    );
    expect(again.rows[0]).toEqual({ reported_at: rows[0]!.reported_at, status: 'delivered' });
    const repeat = await app.inject({
      method: 'POST',
      url: '/api/sms/ants/report',
      payload: body,
      headers: { authorization: gateway.reportOf(sent.messageId, 'DELIVERED').authorization },
    });
    expect(repeat.json()).toMatchObject({ error: 0, data: { updated: 0 } });
  });
});
