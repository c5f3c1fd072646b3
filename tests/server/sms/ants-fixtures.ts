import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, expect } from 'vitest';
import { buildApp } from '@server/app';
import { deliverDue } from '@server/outbox/outbox';
import { createSmsDeliverer } from '@server/sms';
import { startSmsGatewayStandIn } from '../helpers/sms-gateway-stand-in';
import { testConfig } from '../helpers/test-app';
import { openTestDb } from '../helpers/test-db';

export const ACCOUNT = { username: 'ants-user', password: 'ants-pass-123' };
export const REPORT = { username: 'report-user', password: 'report-pass-456' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const found = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(found));
    });
  });

export const codeIn = (text: string) => /OTP[^0-9]*(\d{6})/.exec(text)?.[1];

/**
 * An ANTS test file's setup: the SMS gateway stand-in (sending and report accounts), the app listening on a port
 * of its own (ANTS posts delivery reports to it) with every log line kept; closed after the file. Answers what the
 * tests call with: the app, the stand-in, the port, the log lines, the outbox job, a reset request and what the
 * outbox and sms_messages hold for a phone.
 */
export const antsSetup = async () => {
  const logLines: string[] = [];
  // Every line the server and the deliverer write: no one-time code may be in any of them.
  const logger = { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } };
  const gateway = await startSmsGatewayStandIn({
    ...ACCOUNT,
    senders: ['DEMOBET'],
    report: REPORT,
    perSecond: 1000,
  });
  const port = await freePort();
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
  const app = await buildApp({ config, db: await openTestDb(), ownsDb: true, logger });
  await app.listen({ port, host: '127.0.0.1' });
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

  return { app, gateway, port, logLines, runOutbox, requestReset, outboxOf, makeDue };
};
