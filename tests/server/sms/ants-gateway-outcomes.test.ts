import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deliverDue } from '@server/outbox/outbox';
import { createSmsDeliverer } from '@server/sms';
import { insertMember } from '../helpers/test-app';
import { ACCOUNT, antsSetup } from './ants-fixtures';

// Failures and delivery reports here; sending and retrying in ants-gateway.test.ts.
const { app, gateway, port, runOutbox, requestReset, outboxOf } = await antsSetup();

describe('SMS through ANTS (the stand-in): failures and delivery reports', () => {
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
