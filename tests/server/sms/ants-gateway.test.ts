import { describe, expect, it } from 'vitest';
import { deliverDue } from '@server/outbox/outbox';
import { createSmsDeliverer } from '@server/sms';
import { startSmsGatewayStandIn } from '../helpers/sms-gateway-stand-in';
import { insertMember } from '../helpers/test-app';
import { ACCOUNT, REPORT, antsSetup, codeIn } from './ants-fixtures';

// Sending and retrying here; failures and delivery reports in ants-gateway-outcomes.test.ts.
const { app, gateway, logLines, runOutbox, requestReset, outboxOf, makeDue } = await antsSetup();

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
});
