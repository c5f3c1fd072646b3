import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { startLineLoginStandIn, type LineLoginStandIn } from '@tests/server/helpers/line-login-stand-in';
import { fromIp, PASSWORD, randomIp, registerMember } from './account-helpers';
import { CHANNEL_ID } from './line-jwks-server';

const SECRET = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const ORIGIN = 'http://127.0.0.1:9';
const CALLBACK = `${ORIGIN}/api/line/link/callback`;

let app: FastifyInstance;
let line: LineLoginStandIn;
let es256: LineLoginStandIn;
let es256App: FastifyInstance;

const configFor = (stand: LineLoginStandIn) => ({
  LINE_CHANNEL_ID: CHANNEL_ID,
  LINE_LOGIN_CHANNEL_SECRET: SECRET,
  LINE_AUTHORIZE_URL: stand.authorizeUrl,
  LINE_TOKEN_URL: stand.tokenUrl,
  LINE_JWKS_URL: stand.jwksUrl,
  PUBLIC_URL: ORIGIN,
  LIFF_MOCK: 'off',
});

beforeAll(async () => {
  line = await startLineLoginStandIn({
    channelId: CHANNEL_ID,
    channelSecret: SECRET,
    redirectUris: [CALLBACK],
  });
  app = await createTestApp(configFor(line));
  es256 = await startLineLoginStandIn({ channelId: CHANNEL_ID, channelSecret: SECRET, idTokenAlg: 'ES256' });
  es256App = await createTestApp(configFor(es256));
});
afterAll(async () => {
  await app.close();
  await es256App.close();
  await line.close();
  await es256.close();
});

const newLineUser = () => `U${randomBytes(16).toString('hex')}`;

type Started = { authorizeUrl: string; cookie: string; status: number; error: number };

/** POST start as the member: LINE's authorize URL and the state cookie the browser got. */
const start = async (token: string, password = PASSWORD, on = app): Promise<Started> => {
  const answer = await call(on, 'POST', '/api/member/line/link/start', {
    token,
    body: { password },
    headers: fromIp(randomIp()),
  });
  const setCookie = String(answer.headers['set-cookie'] ?? '');
  return {
    authorizeUrl: (answer.data as { authorize_url?: string } | null)?.authorize_url ?? '',
    cookie: setCookie.split(';')[0] ?? '',
    status: answer.status,
    error: answer.error,
  };
};

/** The browser at LINE: the stand-in's authorize endpoint answers a redirect back to our callback. */
const atLine = async (authorizeUrl: string) => {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
};

/** The browser back at our callback: where it is sent next. */
const callback = async (back: URL | string, cookie?: string, on = app) => {
  const url = typeof back === 'string' ? back : `${back.pathname}${back.search}`;
  const response = await on.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(303);
  return String(response.headers.location);
};

const lineUserOf = async (memberId: number) => {
  const { rows } = await app.db.query<{ line_user_id: string | null }>(
    `SELECT line_user_id FROM members WHERE id = $1`,
    [memberId],
  );
  return rows[0]?.line_user_id ?? null;
};

const linkAudits = async (memberId: number) => {
  const { rows } = await app.db.query(
    `SELECT 1 FROM audit_log WHERE action = 'member.line_link' AND target_id = $1::text`,
    [memberId],
  );
  return rows.length;
};

const memberWithId = async (on = app) => {
  const member = await registerMember(on);
  const info = await call(on, 'GET', '/api/get_user_info', { token: member.token });
  return { ...member, id: info.data.id as number };
};

describe('linking LINE from the web profile with LINE Login (PKCE)', () => {
  it('links the LINE user who logged in at LINE to the member, and says so on the profile', async () => {
    const member = await memberWithId();
    const sub = newLineUser();
    line.loginAs({ sub });
    const started = await start(member.token);
    expect(started.error).toBe(0);
    const authorize = new URL(started.authorizeUrl);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(line.authorizeUrl);
    const q = authorize.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CHANNEL_ID);
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('scope')).toBe('openid profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')!.length).toBeGreaterThanOrEqual(16);
    expect(q.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(started.cookie).toBe(`line_link_state=${q.get('state')}`);
    // The state is kept hashed only.
    const stored = await app.db.query(`SELECT 1 FROM line_link_states WHERE state_hash = $1`, [
      q.get('state'),
    ]);
    expect(stored.rows).toHaveLength(0);

    const back = await atLine(started.authorizeUrl);
    expect(await callback(back, started.cookie)).toBe('/member/profile?line=linked');
    expect(await lineUserOf(member.id)).toBe(sub);
    const info = await call(app, 'GET', '/api/get_user_info', { token: member.token });
    expect(info.data.line_linked).toBe(true);
    // The token request LINE got: form-encoded, with the secret and the verifier.
    const sent = line.tokenRequests().at(-1)!;
    expect(sent).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: CALLBACK,
      client_id: CHANNEL_ID,
      client_secret: SECRET,
    });
    expect(await linkAudits(member.id)).toBe(1);
    // Linking the same LINE user again changes nothing (idempotent for the pair).
    const again = await start(member.token);
    expect(await callback(await atLine(again.authorizeUrl), again.cookie)).toBe(
      '/member/profile?line=linked',
    );
    expect(await lineUserOf(member.id)).toBe(sub);
  });

  it('asks for the account password before going to LINE', async () => {
    const member = await memberWithId();
    const wrong = await start(member.token, 'not-the-password1');
    expect(wrong.error).toBe(2012);
    expect(wrong.cookie).toBe('');
    const anonymous = await call(app, 'POST', '/api/member/line/link/start', {
      body: { password: PASSWORD },
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses an unknown, reused, expired or other browser state and links nothing', async () => {
    const member = await memberWithId();
    line.loginAs({ sub: newLineUser() });
    const started = await start(member.token);
    const back = await atLine(started.authorizeUrl);

    const forged = new URL(back);
    forged.searchParams.set('state', randomBytes(32).toString('base64url'));
    expect(await callback(forged, `line_link_state=${forged.searchParams.get('state')}`)).toBe(
      '/member/profile?line=state_invalid',
    );
    expect(await callback('/api/line/link/callback?code=abc')).toBe('/member/profile?line=state_invalid');
    // Another browser (no cookie, or another one) brings the right state: refused, and the state is spent.
    expect(await callback(back)).toBe('/member/profile?line=state_invalid');
    expect(await callback(back, started.cookie)).toBe('/member/profile?line=state_invalid');
    expect(await lineUserOf(member.id)).toBeNull();

    const late = await start(member.token);
    const lateBack = await atLine(late.authorizeUrl);
    await app.db.query(
      `UPDATE line_link_states SET expires_at = now() - interval '1 second' WHERE member_id = $1`,
      [member.id],
    );
    expect(await callback(lateBack, late.cookie)).toBe('/member/profile?line=expired');
    expect(await lineUserOf(member.id)).toBeNull();

    const used = await start(member.token);
    const usedBack = await atLine(used.authorizeUrl);
    expect(await callback(usedBack, used.cookie)).toBe('/member/profile?line=linked');
    await call(app, 'POST', '/api/auth/line/unlink', { token: member.token });
    expect(await callback(usedBack, used.cookie)).toBe('/member/profile?line=state_invalid');
    expect(await lineUserOf(member.id)).toBeNull();
  });

  it('links nothing when the member cancels at LINE', async () => {
    const member = await memberWithId();
    const started = await start(member.token);
    line.cancelNext();
    const back = await atLine(started.authorizeUrl);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(await callback(back, started.cookie)).toBe('/member/profile?line=cancelled');
    expect(await lineUserOf(member.id)).toBeNull();
  });

  it('refuses a code whose challenge is not of this state verifier (LINE answers invalid_grant)', async () => {
    const member = await memberWithId();
    const started = await start(member.token);
    const other = createHash('sha256').update(randomBytes(40).toString('base64url')).digest('base64url');
    const tampered = new URL(started.authorizeUrl);
    tampered.searchParams.set('code_challenge', other);
    const back = await atLine(tampered.toString());
    expect(await callback(back, started.cookie)).toBe('/member/profile?line=failed');
    expect(await lineUserOf(member.id)).toBeNull();
  });

  it.each([
    ['a wrong nonce', { nonce: 'not-the-state-nonce' }],
    ['another audience', { aud: '1650000999' }],
    [
      'an expired token',
      { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 },
    ],
    ['another issuer', { iss: 'https://evil.example' }],
  ])('refuses an ID token with %s', async (_name, claims) => {
    const member = await memberWithId();
    line.loginAs({ sub: newLineUser() });
    const started = await start(member.token);
    const back = await atLine(started.authorizeUrl);
    line.tamperNext(claims);
    expect(await callback(back, started.cookie)).toBe('/member/profile?line=failed');
    expect(await lineUserOf(member.id)).toBeNull();
  });

  it('refuses a LINE user linked to another member, in Thai on the profile', async () => {
    const first = await memberWithId();
    const second = await memberWithId();
    const sub = newLineUser();
    line.loginAs({ sub });
    const a = await start(first.token);
    expect(await callback(await atLine(a.authorizeUrl), a.cookie)).toBe('/member/profile?line=linked');
    const b = await start(second.token);
    expect(await callback(await atLine(b.authorizeUrl), b.cookie)).toBe(
      '/member/profile?line=already_linked',
    );
    expect(await lineUserOf(second.id)).toBeNull();
    expect(await lineUserOf(first.id)).toBe(sub);
    // A member already tied to another LINE user is told to unlink first.
    line.loginAs({ sub: newLineUser() });
    const c = await start(first.token);
    expect(await callback(await atLine(c.authorizeUrl), c.cookie)).toBe(
      '/member/profile?line=member_has_other',
    );
    expect(await lineUserOf(first.id)).toBe(sub);
  });

  it('links once when the same callback arrives in parallel', async () => {
    const member = await memberWithId();
    const sub = newLineUser();
    line.loginAs({ sub });
    const started = await start(member.token);
    const back = await atLine(started.authorizeUrl);
    const before = line.tokenRequests().length;
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => callback(back, started.cookie)));
    expect(outcomes.filter((o) => o === '/member/profile?line=linked')).toHaveLength(1);
    expect(outcomes.filter((o) => o === '/member/profile?line=state_invalid')).toHaveLength(4);
    expect(line.tokenRequests().length - before).toBe(1);
    expect(await linkAudits(member.id)).toBe(1);
    expect(await lineUserOf(member.id)).toBe(sub);
  });

  it('says LINE is unavailable when its token endpoint cannot be reached', async () => {
    const down = await createTestApp({
      ...configFor(line),
      LINE_TOKEN_URL: 'http://127.0.0.1:1/oauth2/v2.1/token',
    });
    try {
      const member = await memberWithId(down);
      const started = await start(member.token, PASSWORD, down);
      const back = await atLine(started.authorizeUrl);
      expect(await callback(back, started.cookie, down)).toBe('/member/profile?line=unavailable');
    } finally {
      await down.close();
    }
  });

  it('verifies an ES256 ID token against the JWKS too (the LIFF verifier)', async () => {
    const member = await memberWithId(es256App);
    const sub = newLineUser();
    es256.loginAs({ sub });
    const started = await start(member.token, PASSWORD, es256App);
    const back = await atLine(started.authorizeUrl);
    expect(await callback(back, started.cookie, es256App)).toBe('/member/profile?line=linked');
    const info = await call(es256App, 'GET', '/api/get_user_info', { token: member.token });
    expect(info.data.line_linked).toBe(true);
  });
});

describe('the LINE Login stand-in itself answers as LINE documents', () => {
  it('refuses a token request with a wrong verifier, a reused code or a wrong secret with 400', async () => {
    const verifier = randomBytes(48).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const authorize = new URL(line.authorizeUrl);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: CHANNEL_ID,
      redirect_uri: CALLBACK,
      state: 'st',
      scope: 'openid profile',
      nonce: 'nonce-0123456789abcdef',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const code = (await atLine(authorize.toString())).searchParams.get('code')!;
    const token = (form: Record<string, string>) =>
      fetch(line.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: CALLBACK,
          client_id: CHANNEL_ID,
          client_secret: SECRET,
          code_verifier: verifier,
          ...form,
        }),
      });
    const badSecret = await token({ client_secret: 'wrong' });
    expect(badSecret.status).toBe(400);
    expect(await badSecret.json()).toMatchObject({ error: 'invalid_client' });
    const badVerifier = await token({ code_verifier: randomBytes(48).toString('base64url') });
    expect(badVerifier.status).toBe(400);
    expect(await badVerifier.json()).toMatchObject({ error: 'invalid_grant' });
    // The code was spent by that attempt: the right verifier now finds it used.
    const reused = await token({});
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
    const unregistered = await fetch(
      authorize.toString().replace(encodeURIComponent(CALLBACK), 'http%3A%2F%2Fevil'),
      {
        redirect: 'manual',
      },
    );
    expect(unregistered.status).toBe(400);
  });
});
