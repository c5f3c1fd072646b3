import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generateKeyPair, SignJWT } from 'jose';
import { buildApp } from '@server/app';
import { call, createTestApp, testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';
import { fromIp, PASSWORD, randomIp, registerMember, registration } from './account-helpers';
import { CHANNEL_ID, startLineJwks } from './line-jwks-server';

let app: FastifyInstance;
let line: Awaited<ReturnType<typeof startLineJwks>>;
beforeAll(async () => {
  line = await startLineJwks();
  app = await createTestApp({ LINE_JWKS_URL: line.url, LINE_CHANNEL_ID: CHANNEL_ID, LIFF_MOCK: 'off' });
  await app.db.query(`INSERT INTO agents (code, name) VALUES ('second', 'เว็บสอง') ON CONFLICT DO NOTHING`);
});
afterAll(async () => {
  await app.close();
  await line.close();
});

const lineAuth = (body: Record<string, unknown>) => call(app, 'POST', '/api/auth/line', { body });
const register = (body: Record<string, unknown>) =>
  call(app, 'POST', '/api/register', { body, headers: fromIp(randomIp()) });

describe('POST /api/auth/line', () => {
  it("verifies a LIFF token against the agent's own LINE channel once the owner set one", async () => {
    // An agent of its own: the other tests sign for the server's channel at 'second'.
    const agentId = (
      await app.db.query<{ id: number }>(
        `INSERT INTO agents (code, name) VALUES ('own-line', 'เว็บช่อง LINE ของตัวเอง') RETURNING id`,
      )
    ).rows[0]!.id;
    const second = (body: Record<string, unknown>) =>
      call(app, 'POST', '/api/auth/line', { body, headers: { 'x-agent-code': 'own-line' } });
    const own = '1650000777';
    expect((await second({ id_token: await line.sign({ aud: own }) })).error).toBe(2020);
    await app.db.query(`INSERT INTO agent_line_settings (agent_id, channel_id) VALUES ($1, $2)`, [
      agentId,
      own,
    ]);
    expect((await second({ id_token: await line.sign({ aud: own }) })).error).toBe(0);
    // Its tokens are for its channel only; the demo agent still takes the server's.
    expect((await second({ id_token: await line.sign() })).error).toBe(2020);
    expect((await lineAuth({ id_token: await line.sign() })).error).toBe(0);
  });

  it('starts registration for a new LINE user, links the member, then logs them in', async () => {
    const sub = 'U1111111111111111111111111111111a';
    const first = await lineAuth({ id_token: await line.sign({ sub }) });
    expect(first.error).toBe(0);
    expect(first.data).toMatchObject({
      linked: false,
      profile: { name: 'สมหญิง LINE', picture: 'https://profile.line-scdn.net/abc' },
    });
    const registered = await register(
      registration({ line_registration_token: first.data.line_registration_token }),
    );
    expect(registered.error).toBe(0);
    const info = await call(app, 'GET', '/api/get_user_info', { token: registered.data.access_token });
    expect(info.data.line_linked).toBe(true);

    const again = await lineAuth({ id_token: await line.sign({ sub }) });
    expect(again.data).toMatchObject({ linked: true });
    const me = await call(app, 'GET', '/api/get_user_info', { token: again.data.access_token });
    expect(me.data.id).toBe(info.data.id);

    const reused = await register(
      registration({ line_registration_token: first.data.line_registration_token }),
    );
    expect(reused.error).toBe(2022);
  });

  it('accepts a token carrying a nonce the server issued, once', async () => {
    const issued = await call(app, 'POST', '/api/auth/line/nonce', { headers: fromIp(randomIp()) });
    expect(issued.data.expires_in).toBeGreaterThan(0);
    const nonce = issued.data.nonce as string;
    const token = await line.sign({ claims: { nonce } });
    expect((await lineAuth({ id_token: token, nonce: 'n-999' })).error).toBe(2020);
    expect((await lineAuth({ id_token: token, nonce })).error).toBe(0);
    expect((await lineAuth({ id_token: token, nonce })).error).toBe(2020);
    // Another token with the spent nonce is refused too.
    expect((await lineAuth({ id_token: await line.sign({ claims: { nonce } }) })).error).toBe(2020);
  });

  it('refuses a token carrying a nonce the server never issued, or one that expired', async () => {
    expect((await lineAuth({ id_token: await line.sign({ claims: { nonce: 'n-123' } }) })).error).toBe(2020);
    const issued = await call(app, 'POST', '/api/auth/line/nonce', { headers: fromIp(randomIp()) });
    await app.db.query(`UPDATE line_login_nonces SET expires_at = now() - interval '1 second'`);
    const late = await line.sign({ claims: { nonce: issued.data.nonce } });
    expect((await lineAuth({ id_token: late })).error).toBe(2020);
  });

  it('accepts a token without a nonce once: a replay is refused, also in parallel and for linking', async () => {
    const token = await line.sign();
    expect((await lineAuth({ id_token: token })).error).toBe(0);
    expect((await lineAuth({ id_token: token })).error).toBe(2020);
    const burst = await line.sign();
    const answers = await Promise.all(Array.from({ length: 6 }, () => lineAuth({ id_token: burst })));
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    const member = await registerMember(app);
    const used = await call(app, 'POST', '/api/auth/line/link', {
      token: member.token,
      body: { id_token: token, password: member.password },
    });
    expect(used.error).toBe(2020);
  });

  it('refuses a token issued more than 60 s in the future, and allows a small clock skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await lineAuth({ id_token: await line.sign({ iat: now + 3600 }) })).error).toBe(2020);
    expect((await lineAuth({ id_token: await line.sign({ iat: now + 90 }) })).error).toBe(2020);
    expect((await lineAuth({ id_token: await line.sign({ iat: now + 30 }) })).error).toBe(0);
  });

  it('fetches the keys once and keeps them', async () => {
    const before = line.fetches();
    for (let i = 0; i < 3; i += 1) expect((await lineAuth({ id_token: await line.sign() })).error).toBe(0);
    expect(before).toBeLessThanOrEqual(1);
    expect(line.fetches()).toBe(1);
  });

  it.each([
    ['another channel', async () => line.sign({ aud: '9999999999' })],
    ['an expired token', async () => line.sign({ expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['another issuer', async () => line.sign({ iss: 'https://evil.example' })],
    [
      'a signature by another key',
      async () => line.sign({ key: (await generateKeyPair('ES256')).privateKey }),
    ],
    [
      'an HS256 token',
      async () =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
          .setIssuer('https://access.line.me')
          .setSubject('U1')
          .setAudience(CHANNEL_ID)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('a-guessable-secret-of-32-bytes!!')),
    ],
    [
      'a tampered payload',
      async () => {
        const [head, , sig] = (await line.sign()).split('.');
        const body = Buffer.from(
          JSON.stringify({
            sub: 'Uforged',
            aud: CHANNEL_ID,
            iss: 'https://access.line.me',
            exp: 9e9,
            iat: 1,
          }),
        ).toString('base64url');
        return `${head}.${body}.${sig}`;
      },
    ],
    ['the LIFF mock token while the mock is off', async () => 'id_token'],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s with LINE_TOKEN_INVALID', async (_name, makeToken) => {
    const answer = await lineAuth({ id_token: await makeToken() });
    expect(answer).toMatchObject({ status: 200, error: 2020 });
    expect(answer.message).toContain('LINE');
  });

  it('refuses a disabled member', async () => {
    const sub = 'U2222222222222222222222222222222b';
    const first = await lineAuth({ id_token: await line.sign({ sub }) });
    const member = await register(
      registration({ line_registration_token: first.data.line_registration_token }),
    );
    await app.db.query(`UPDATE members SET status = 'disabled' WHERE line_user_id = $1`, [sub]);
    expect((await lineAuth({ id_token: await line.sign({ sub }) })).error).toBe(2017);
    expect((await call(app, 'GET', '/api/get_user_info', { token: member.data.access_token })).status).toBe(
      401,
    );
  });

  it('keeps LINE links per agent: a registration token works only at its agent', async () => {
    const sub = 'U3333333333333333333333333333333c';
    const demo = await lineAuth({ id_token: await line.sign({ sub }) });
    const elsewhere = await register(
      registration({ agent_code: 'second', line_registration_token: demo.data.line_registration_token }),
    );
    expect(elsewhere.error).toBe(2020);
    const second = await lineAuth({ id_token: await line.sign({ sub }), agent_code: 'second' });
    expect(second.data.linked).toBe(false);
    expect((await lineAuth({ id_token: await line.sign(), agent_code: 'nobody' })).error).toBe(1002);
  });

  it('refuses a forged registration token', async () => {
    const first = await lineAuth({ id_token: await line.sign() });
    const [head, body] = (first.data.line_registration_token as string).split('.');
    const forged = `${head}.${body}.${'A'.repeat(43)}`;
    expect((await register(registration({ line_registration_token: forged }))).error).toBe(2020);
  });

  it('refuses an expired registration token', async () => {
    const first = await lineAuth({ id_token: await line.sign() });
    expect(first.data.linked).toBe(false);
    const { rows } = await app.db.query<{ value: string }>(
      `SELECT value FROM server_secrets WHERE name = 'line_registration_token'`,
    );
    const secret = new Uint8Array(Buffer.from(rows[0]!.value, 'base64url'));
    const sign = (exp: number) =>
      new SignJWT({ agent: 1 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('U6666666666666666666666666666666f')
        .setAudience('line-registration')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(secret);
    const now = Math.floor(Date.now() / 1000);
    expect((await register(registration({ line_registration_token: await sign(now - 10) }))).error).toBe(
      2020,
    );
    // The same token with a live expiry is accepted: the refusal above is the expiry's.
    expect((await register(registration({ line_registration_token: await sign(now + 600) }))).error).toBe(0);
  });

  it.each([
    ['a missing token', {}],
    ['a numeric token', { id_token: 42 }],
    ['a huge token', { id_token: 'x'.repeat(20_000) }],
  ])('answers %s with HTTP 400', async (_name, body) => {
    expect((await lineAuth(body)).status).toBe(400);
  });
});

describe('POST /api/auth/line/link', () => {
  const link = (token: string | undefined, body: Record<string, unknown>) =>
    call(app, 'POST', '/api/auth/line/link', { token, body: { password: PASSWORD, ...body } });

  it('links LINE to a logged-in member, who can then log in with LINE', async () => {
    const member = await registerMember(app);
    const sub = 'U4444444444444444444444444444444d';
    const answer = await link(member.token, { id_token: await line.sign({ sub }) });
    expect(answer).toMatchObject({ error: 0, data: { line_linked: true, profile: { name: 'สมหญิง LINE' } } });
    expect((await call(app, 'GET', '/api/get_user_info', { token: member.token })).data.line_linked).toBe(
      true,
    );
    const viaLine = await lineAuth({ id_token: await line.sign({ sub }) });
    const me = await call(app, 'GET', '/api/get_user_info', { token: viaLine.data.access_token });
    expect(me.data.phone).toBe(member.phone);
    expect((await link(member.token, { id_token: await line.sign({ sub }) })).error).toBe(0);
  });

  it('refuses a LINE user linked to another member, an invalid token, and no session', async () => {
    const owner = await registerMember(app);
    const other = await registerMember(app);
    const sub = 'U5555555555555555555555555555555e';
    await link(owner.token, { id_token: await line.sign({ sub }) });
    expect((await link(other.token, { id_token: await line.sign({ sub }) })).error).toBe(2022);
    expect((await link(other.token, { id_token: await line.sign({ aud: 'x' }) })).error).toBe(2020);
    expect((await link(undefined, { id_token: await line.sign() })).status).toBe(401);
    await call(app, 'POST', '/api/logout', { token: other.token });
    expect((await link(other.token, { id_token: await line.sign() })).status).toBe(401);
  });
});

describe('when LINE cannot be reached', () => {
  it('tells the member in Thai and says so in the log', async () => {
    const lines: string[] = [];
    const closed = await startLineJwks();
    await closed.close(); // a port where nothing answers
    const offline = await buildApp({
      config: testConfig({ LINE_JWKS_URL: closed.url, LINE_CHANNEL_ID: CHANNEL_ID, LOG_LEVEL: 'error' }),
      db: await openTestDb(),
      ownsDb: true,
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const answer = await call(offline, 'POST', '/api/auth/line', { body: { id_token: await line.sign() } });
      expect(answer).toMatchObject({ status: 200, error: 2023 });
      expect(answer.message).toContain('LINE');
      expect(lines.some((entry) => entry.includes('LINE signing keys could not be fetched'))).toBe(true);
    } finally {
      await offline.close();
    }
  });
});

describe('POST /api/auth/line/nonce', () => {
  it('issues at most 60 nonces to one address in ten minutes, even to a parallel burst', async () => {
    const ip = randomIp();
    const nonce = () => call(app, 'POST', '/api/auth/line/nonce', { headers: fromIp(ip) });
    const answers = await Promise.all(Array.from({ length: 70 }, nonce));
    // A nonce, 429, or 503 on a machine slow enough for the pool's 5 s wait: asked again singly, 60 in all, then 429.
    expect(answers.every((answer) => [200, 429, 503].includes(answer.status))).toBe(true);
    let issued = answers.filter((answer) => answer.error === 0).length;
    expect(issued).toBeLessThanOrEqual(60);
    if (issued === 60) expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    for (let answer = await nonce(); answer.status !== 429 && issued <= 60; answer = await nonce()) {
      expect(answer.error).toBe(0);
      issued += 1;
    }
    expect(issued).toBe(60);
  });
});
