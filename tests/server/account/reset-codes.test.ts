import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { call, randomPhone, testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';
import { fromIp, lastSms, randomIp, registerMember } from './account-helpers';

/** Reset codes: never in the application log, and at most a few per phone a day. */
let app: FastifyInstance;
const logLines: string[] = [];
beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    db: await openTestDb(),
    ownsDb: true,
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  });
});
afterAll(async () => app.close());

const requestReset = (phone: string) =>
  call(app, 'POST', '/api/reset_password', { body: { phone }, headers: fromIp(randomIp()) });

/** Moves the phone's codes out of the 60-second resend window, keeping them in today (Asia/Bangkok). */
const ageCodes = async (phone: string) => {
  await app.db.query(
    `UPDATE otp_codes
        SET created_at = greatest(now() - interval '61 seconds',
                                  date_trunc('day', now() AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok')
      WHERE phone = $1`,
    [phone],
  );
};

describe('reset codes in the log', () => {
  it('logs the outbox message with the code and the phone masked; the outbox keeps the text', async () => {
    const member = await registerMember(app);
    expect((await requestReset(member.phone)).error).toBe(0);
    const code = /\d{6}/.exec((await lastSms(app, member.phone)) ?? '')?.[0];
    expect(code).toMatch(/^\d{6}$/);
    const entries = logLines.filter((line) => line.includes('sms outbox'));
    expect(entries.length).toBeGreaterThan(0);
    const entry = entries.find((line) => line.includes('reset_password'))!;
    expect(entry).toContain('******');
    for (const line of logLines) {
      expect(line).not.toContain(code);
      expect(line).not.toContain(member.phone);
    }
  });
});

describe('daily cap of reset codes per phone', () => {
  it('sends 5 codes to a phone in a day and refuses the 6th with OTP_DAILY_LIMIT', async () => {
    const member = await registerMember(app);
    for (let i = 0; i < 5; i += 1) {
      expect((await requestReset(member.phone)).error).toBe(0);
      await ageCodes(member.phone);
    }
    const sixth = await requestReset(member.phone);
    expect(sixth).toMatchObject({ status: 200, error: 2030 });
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sms_outbox WHERE phone = $1`,
      [member.phone],
    );
    expect(rows[0]!.n).toBe(5);
  });

  it('answers an unknown phone the same way, so the cap tells nothing about membership', async () => {
    const phone = randomPhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await requestReset(phone)).error).toBe(0);
      await ageCodes(phone);
    }
    expect((await requestReset(phone)).error).toBe(2030);
  });

  it('counts only today: codes from yesterday (Asia/Bangkok) do not count', async () => {
    const member = await registerMember(app);
    for (let i = 0; i < 5; i += 1) {
      expect((await requestReset(member.phone)).error).toBe(0);
      await ageCodes(member.phone);
    }
    await app.db.query(`UPDATE otp_codes SET created_at = created_at - interval '1 day' WHERE phone = $1`, [
      member.phone,
    ]);
    expect((await requestReset(member.phone)).error).toBe(0);
  });
});

describe('the wait before another code', () => {
  it('says how many seconds are really left, not always the whole minute', async () => {
    const member = await registerMember(app);
    expect((await requestReset(member.phone)).error).toBe(0);
    // The code was sent 45 seconds ago (or at the start of today, Asia/Bangkok, if that is later).
    await app.db.query(
      `UPDATE otp_codes
          SET created_at = greatest(now() - interval '45 seconds',
                                    date_trunc('day', now() AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok')
        WHERE phone = $1`,
      [member.phone],
    );
    const again = await requestReset(member.phone);
    expect(again).toMatchObject({ status: 200, error: 2015 });
    const left = (again.data as { resend_in: number }).resend_in;
    expect(left).toBeGreaterThanOrEqual(1);
    expect(left).toBeLessThanOrEqual(16);
    expect(again.message).toBe(`ขอรหัส OTP บ่อยเกินไป กรุณารอ ${left} วินาทีแล้วลองใหม่`);
  });
});
