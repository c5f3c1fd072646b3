import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { fromIp, randomIp } from '@tests/server/account/account-helpers';
import {
  lineConfig,
  sendLineOutbox,
  setUpOfficialAccount,
  startLine,
} from '../helpers/line-official-account';
import { call, createTestApp, insertMember } from '../helpers/test-app';

const line = await startLine();
const app = await createTestApp({ ...lineConfig(line), SECRETS_KEY: randomBytes(32).toString('base64') });
afterAll(async () => {
  await app.close();
  await line.close();
});
await setUpOfficialAccount(app);

const lineUser = () => `U${randomBytes(16).toString('hex')}`;
const askReset = (phone: string, channel?: 'sms' | 'line') =>
  call(app, 'POST', '/api/reset_password', { body: { phone, channel }, headers: fromIp(randomIp()) });
const smsCount = async (phone: string) =>
  (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sms_outbox WHERE phone = $1`, [phone]))
    .rows[0]!.n;
const textsTo = (to: string) =>
  line.sent
    .filter((sent) => (sent.body as { to?: string }).to === to)
    .flatMap((sent) => (sent.body as { messages: { type: string; text?: string }[] }).messages)
    .map((message) => message.text ?? '');

describe('the reset code by LINE instead of SMS', () => {
  it('goes by LINE, and not by SMS, to a member who linked LINE and asked for it; the code then works', async () => {
    const member = await insertMember(app);
    const user = lineUser();
    await app.db.query(`UPDATE members SET line_user_id = $2 WHERE id = $1`, [member.id, user]);
    const ticket = await askReset(member.phone, 'line');
    expect(ticket.error).toBe(0);
    await sendLineOutbox(app, line);
    const texts = textsTo(user);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`Ref: ${ticket.data.ref}`);
    expect(await smsCount(member.phone)).toBe(0);
    const otp = /(\d{6})/.exec(texts[0]!)![1]!;
    const done = await call(app, 'POST', '/api/reset_password_v2', {
      body: { phone: member.phone, ref: ticket.data.ref, otp, new_password: 'Newpass123' },
    });
    expect(done.error).toBe(0);
  });

  it('goes by SMS to a member without LINE, with the same answer', async () => {
    const member = await insertMember(app);
    const ticket = await askReset(member.phone, 'line');
    expect(ticket.error).toBe(0);
    expect(Object.keys(ticket.data).sort()).toEqual(['expires_in', 'ref', 'resend_in']);
    expect(await smsCount(member.phone)).toBe(1);
  });

  it('goes by SMS when the member did not ask for LINE', async () => {
    const member = await insertMember(app);
    const user = lineUser();
    await app.db.query(`UPDATE members SET line_user_id = $2 WHERE id = $1`, [member.id, user]);
    expect((await askReset(member.phone)).error).toBe(0);
    await sendLineOutbox(app, line);
    expect(textsTo(user)).toEqual([]);
    expect(await smsCount(member.phone)).toBe(1);
  });
});

describe('the reset code by LINE for a member the account cannot reach', () => {
  it('goes by SMS to a member who blocked the official account (LINE would never show it)', async () => {
    const member = await insertMember(app);
    const user = lineUser();
    await app.db.query(`UPDATE members SET line_user_id = $2 WHERE id = $1`, [member.id, user]);
    await app.db.query(
      `INSERT INTO line_followers (agent_id, line_user_id, following, changed_at)
       SELECT agent_id, $2, false, now() FROM members WHERE id = $1`,
      [member.id, user],
    );
    const ticket = await askReset(member.phone, 'line');
    expect(ticket.error).toBe(0);
    await sendLineOutbox(app, line);
    expect(textsTo(user)).toEqual([]);
    expect(await smsCount(member.phone)).toBe(1);
  });

  it('goes by LINE again once the member follows the account again', async () => {
    const member = await insertMember(app);
    const user = lineUser();
    await app.db.query(`UPDATE members SET line_user_id = $2 WHERE id = $1`, [member.id, user]);
    await app.db.query(
      `INSERT INTO line_followers (agent_id, line_user_id, following, changed_at)
       SELECT agent_id, $2, true, now() FROM members WHERE id = $1`,
      [member.id, user],
    );
    expect((await askReset(member.phone, 'line')).error).toBe(0);
    await sendLineOutbox(app, line);
    expect(textsTo(user)).toHaveLength(1);
    expect(await smsCount(member.phone)).toBe(0);
  });
});
