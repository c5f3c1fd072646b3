import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { fromIp, PASSWORD, randomIp, registerMember } from './account-helpers';
import { CHANNEL_ID, startLineJwks } from './line-jwks-server';

let app: FastifyInstance;
let line: Awaited<ReturnType<typeof startLineJwks>>;
beforeAll(async () => {
  line = await startLineJwks();
  app = await createTestApp({ LINE_JWKS_URL: line.url, LINE_CHANNEL_ID: CHANNEL_ID, LIFF_MOCK: 'off' });
});
afterAll(async () => {
  await app.close();
  await line.close();
});

let serial = 0;
/** A LINE user id nobody has used yet in this file. */
const newLineUser = () => `U${String(Date.now())}${String((serial += 1)).padStart(6, '0')}`.padEnd(33, 'f');

const lineAuth = (idToken: string) => call(app, 'POST', '/api/auth/line', { body: { id_token: idToken } });
/** What the LIFF app holds for a LINE user who is not a member yet: the registration token. */
const registrationTokenFor = async (sub: string) => {
  const answer = await lineAuth(await line.sign({ sub }));
  expect(answer.data).toMatchObject({ linked: false });
  return answer.data.line_registration_token as string;
};
const linkAccount = (body: Record<string, unknown>, ip = randomIp()) =>
  call(app, 'POST', '/api/auth/line/link_account', { body, headers: fromIp(ip) });
const unlink = (token: string | undefined) => call(app, 'POST', '/api/auth/line/unlink', { token });
const userInfo = (token: string) => call(app, 'GET', '/api/get_user_info', { token });
const auditRows = async (memberId: number) =>
  (
    await app.db.query<{ action: string; staff_username: string; staff_id: number | null }>(
      `SELECT action, staff_username, staff_id FROM audit_log
        WHERE target_type = 'member' AND target_id = $1 AND action LIKE 'member.line_%' ORDER BY id`,
      [String(memberId)],
    )
  ).rows;

describe('POST /api/auth/line/link_account (LIFF: I already have an account)', () => {
  it('links the account after its password, logs in, and LINE logs in to it from then on', async () => {
    const member = await registerMember(app);
    const sub = newLineUser();
    const registration = await registrationTokenFor(sub);

    const answer = await linkAccount({
      line_registration_token: registration,
      phone: member.phone,
      password: member.password,
    });
    expect(answer.error).toBe(0);
    const me = await userInfo(answer.data.access_token);
    expect(me.data).toMatchObject({ phone: member.phone, line_linked: true });

    const viaLine = await lineAuth(await line.sign({ sub }));
    expect(viaLine.data).toMatchObject({ linked: true });
    expect((await userInfo(viaLine.data.access_token)).data.id).toBe(me.data.id);

    // The same request again (a retried tap): still a session, still one link and one audit row.
    const again = await linkAccount({
      line_registration_token: registration,
      phone: member.phone,
      password: member.password,
    });
    expect(again.error).toBe(0);
    expect(await auditRows(me.data.id)).toEqual([
      { action: 'member.line_link', staff_username: `member:${me.data.username}`, staff_id: null },
    ]);
  });

  it('refuses a wrong password (counted as a failed login) and links nothing', async () => {
    const member = await registerMember(app);
    const registration = await registrationTokenFor(newLineUser());
    const wrong = await linkAccount({
      line_registration_token: registration,
      phone: member.phone,
      password: 'not-the-password1',
    });
    expect(wrong.error).toBe(2010);
    expect((await userInfo(member.token)).data.line_linked).toBe(false);
    const { rows } = await app.db.query(`SELECT 1 FROM login_failures WHERE phone = $1`, [member.phone]);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses a member already tied to another LINE user, and a LINE user tied to another member', async () => {
    const first = await registerMember(app);
    const second = await registerMember(app);
    const firstLine = newLineUser();
    // Two registration tokens for the same LINE user, both issued while it was free.
    const early = await registrationTokenFor(firstLine);
    const late = await registrationTokenFor(firstLine);
    expect((await linkAccount({ line_registration_token: early, ...first })).error).toBe(0);
    expect((await linkAccount({ line_registration_token: late, ...second })).error).toBe(2022);
    // first already has a LINE user: another one must not silently replace it.
    const other = await registrationTokenFor(newLineUser());
    expect((await linkAccount({ line_registration_token: other, ...first })).error).toBe(2040);
    const { rows } = await app.db.query<{ line_user_id: string | null; phone: string }>(
      `SELECT phone, line_user_id FROM members WHERE phone IN ($1, $2) ORDER BY id`,
      [first.phone, second.phone],
    );
    expect(rows).toEqual([
      { phone: first.phone, line_user_id: firstLine },
      { phone: second.phone, line_user_id: null },
    ]);
  });

  it('lets exactly one of two accounts racing for one LINE user have it', async () => {
    const members = await Promise.all([registerMember(app), registerMember(app), registerMember(app)]);
    const registration = await registrationTokenFor(newLineUser());
    const answers = await Promise.all(
      members.map((member) =>
        linkAccount({ line_registration_token: registration, phone: member.phone, password: PASSWORD }),
      ),
    );
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.error === 2022)).toHaveLength(2);
    for (const answer of answers) expect(answer.status).toBe(200);
  });

  it('refuses a forged registration token, and answers bad input with 400, never 5xx', async () => {
    const member = await registerMember(app);
    const forged = await linkAccount({
      line_registration_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVMSJ9.x',
      phone: member.phone,
      password: member.password,
    });
    expect(forged.error).toBe(2020);
    for (const body of [
      {},
      { line_registration_token: 'x', phone: member.phone },
      { line_registration_token: 'x', phone: 42, password: 'a' },
      { line_registration_token: 'x'.repeat(5000), phone: member.phone, password: 'a' },
    ])
      expect((await linkAccount(body)).status).toBe(400);
  });
});

describe('POST /api/auth/line/link (logged in) asks for the password', () => {
  it('refuses a session without the right password, and keeps the ID token usable', async () => {
    const member = await registerMember(app);
    const idToken = await line.sign({ sub: newLineUser() });
    const link = (password: string) =>
      call(app, 'POST', '/api/auth/line/link', {
        token: member.token,
        body: { id_token: idToken, password },
      });
    expect((await link('wrong-password1')).error).toBe(2012);
    expect((await userInfo(member.token)).data.line_linked).toBe(false);
    const missing = await call(app, 'POST', '/api/auth/line/link', {
      token: member.token,
      body: { id_token: idToken },
    });
    expect(missing.status).toBe(400);
    expect((await link(member.password)).error).toBe(0);
    expect((await userInfo(member.token)).data.line_linked).toBe(true);
  });
});

describe('POST /api/auth/line/unlink', () => {
  it('unlinks once (audited), is a no-op the second time, and LINE then starts registration again', async () => {
    const member = await registerMember(app);
    const sub = newLineUser();
    const linked = await linkAccount({
      line_registration_token: await registrationTokenFor(sub),
      phone: member.phone,
      password: member.password,
    });
    const token = linked.data.access_token as string;
    const id = (await userInfo(token)).data.id as number;

    const answers = await Promise.all([unlink(token), unlink(token)]);
    for (const answer of answers) expect(answer).toMatchObject({ error: 0, data: { line_linked: false } });
    expect((await unlink(token)).error).toBe(0);
    expect((await userInfo(token)).data.line_linked).toBe(false);
    expect((await auditRows(id)).map((row) => row.action)).toEqual([
      'member.line_link',
      'member.line_unlink',
    ]);

    expect((await lineAuth(await line.sign({ sub }))).data).toMatchObject({ linked: false });
  });

  it('needs a session', async () => {
    expect((await unlink(undefined)).status).toBe(401);
  });
});
