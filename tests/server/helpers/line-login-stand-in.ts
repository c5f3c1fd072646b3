import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/**
 * A local stand-in for LINE Login v2.1's authorize and token endpoints (and its JWKS), built from LINE's public
 * documentation ("Integrating LINE Login with your web app", "PKCE support for LINE Login", the v2.1 API
 * reference "Issue access token", "Get profile information from ID tokens"):
 *
 * - GET /oauth2/v2.1/authorize: response_type=code, a known client_id and a registered redirect_uri (else an error
 *   page, no redirect, as LINE does), scope with openid, code_challenge with code_challenge_method=S256. The
 *   user who "logs in" is the one the test chose (`loginAs`); the answer is a 302 to redirect_uri with `code` and
 *   `state`, or with `error=access_denied` when the test makes the user cancel (`cancelNext`).
 * - POST /oauth2/v2.1/token (application/x-www-form-urlencoded): grant_type=authorization_code, the code (single
 *   use, 10 minutes), the same redirect_uri and client_id it was issued for, the client_secret, and a
 *   code_verifier whose S256 is the code_challenge; else 400 with `error` (invalid_request, invalid_client,
 *   invalid_grant, unsupported_grant_type) and `error_description`. Answers access_token, expires_in, id_token,
 *   refresh_token, scope, token_type.
 * - The ID token is what web login issues: HS256 signed with the channel secret, `iss` https://access.line.me,
 *   `sub`, `aud` = channel id, `exp`, `iat`, `auth_time`, `nonce` from the authorize request, `amr`, `name`,
 *   `picture`. `idTokenAlg: 'ES256'` signs with a key whose JWKS GET /oauth2/v2.1/certs serves (as LIFF's).
 * - `tamperNext` changes the next ID token's claims (a wrong nonce or audience, an expired token) to see that the
 *   server refuses it.
 */
export const startLineLoginStandIn = async (options: {
  channelId: string;
  channelSecret: string;
  redirectUris?: string[];
  idTokenAlg?: 'HS256' | 'ES256';
}) => {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in-key', alg: 'ES256', use: 'sig' };
  let user = { sub: 'U0000000000000000000000000000000a', name: 'สมชาย LINE', picture: '' };
  let cancel = false;
  let tamper: JWTPayload | null = null;
  let codeLifetimeMs = 10 * 60_000;
  const tokenRequests: Record<string, string>[] = [];
  type Grant = {
    clientId: string;
    redirectUri: string;
    challenge: string;
    nonce?: string;
    scope: string;
    user: typeof user;
    expiresAt: number;
    used: boolean;
  };
  const codes = new Map<string, Grant>();

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const oauthError = (response: ServerResponse, error: string, description: string) =>
    json(response, 400, { error, error_description: description });

  const idTokenFor = async (grant: Grant) => {
    const now = Math.floor(Date.now() / 1000);
    const payload: JWTPayload = {
      iss: 'https://access.line.me',
      sub: grant.user.sub,
      aud: grant.clientId,
      exp: now + 3600,
      iat: now,
      auth_time: now,
      ...(grant.nonce === undefined ? {} : { nonce: grant.nonce }),
      amr: ['linesso'],
      name: grant.user.name,
      picture: grant.user.picture,
      ...tamper,
    };
    tamper = null;
    if (options.idTokenAlg === 'ES256')
      return new SignJWT(payload)
        .setProtectedHeader({ typ: 'JWT', alg: 'ES256', kid: jwk.kid })
        .sign(privateKey);
    return new SignJWT(payload)
      .setProtectedHeader({ typ: 'JWT', alg: 'HS256' })
      .sign(new TextEncoder().encode(options.channelSecret));
  };

  const authorize = (url: URL, response: ServerResponse) => {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    const registered = options.redirectUris === undefined || options.redirectUris.includes(redirectUri);
    if (q.get('client_id') !== options.channelId || !registered) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('400 Bad Request: invalid client_id or redirect_uri');
      return;
    }
    const back = new URL(redirectUri);
    const state = q.get('state');
    if (state !== null) back.searchParams.set('state', state);
    const refuse = (error: string, description: string) => {
      back.searchParams.set('error', error);
      back.searchParams.set('error_description', description);
      response.writeHead(302, { location: back.toString() });
      response.end();
    };
    if (q.get('response_type') !== 'code') return refuse('unsupported_response_type', 'response_type');
    if (!state) return refuse('INVALID_REQUEST', "'state' is not specified.");
    const scope = q.get('scope') ?? '';
    if (!scope.split(' ').includes('openid')) return refuse('invalid_scope', 'openid is required');
    const challenge = q.get('code_challenge') ?? '';
    if (q.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge))
      return refuse('invalid_request', 'code_challenge');
    if (cancel) {
      cancel = false;
      return refuse('access_denied', 'The user has denied the authorization request.');
    }
    const code = randomBytes(15).toString('base64url');
    codes.set(code, {
      clientId: options.channelId,
      redirectUri,
      challenge,
      nonce: q.get('nonce') ?? undefined,
      scope,
      user,
      expiresAt: Date.now() + codeLifetimeMs,
      used: false,
    });
    back.searchParams.set('code', code);
    response.writeHead(302, { location: back.toString() });
    response.end();
  };

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return oauthError(response, 'invalid_request', 'content-type');
    let text = '';
    for await (const chunk of request) text += String(chunk);
    const form = Object.fromEntries(new URLSearchParams(text));
    tokenRequests.push(form);
    if (form.grant_type !== 'authorization_code')
      return oauthError(response, 'unsupported_grant_type', 'grant_type');
    if (!form.code || !form.redirect_uri || !form.client_id)
      return oauthError(response, 'invalid_request', 'code, redirect_uri and client_id are required');
    if (form.client_id !== options.channelId || form.client_secret !== options.channelSecret)
      return oauthError(response, 'invalid_client', 'invalid client');
    const grant = codes.get(form.code);
    if (!grant || grant.used || grant.expiresAt < Date.now())
      return oauthError(response, 'invalid_grant', 'invalid authorization code');
    grant.used = true;
    if (grant.redirectUri !== form.redirect_uri || grant.clientId !== form.client_id)
      return oauthError(response, 'invalid_grant', 'redirect_uri does not match');
    const verifier = form.code_verifier ?? '';
    const challenge = createHash('sha256').update(verifier, 'ascii').digest('base64url');
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || challenge !== grant.challenge)
      return oauthError(response, 'invalid_grant', 'code_verifier does not match');
    json(response, 200, {
      access_token: randomBytes(24).toString('base64url'),
      expires_in: 2_592_000,
      id_token: await idTokenFor(grant),
      refresh_token: randomBytes(15).toString('base64url'),
      scope: grant.scope,
      token_type: 'Bearer',
    });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'GET' && url.pathname === '/oauth2/v2.1/authorize')
      return authorize(url, response);
    if (request.method === 'POST' && url.pathname === '/oauth2/v2.1/token')
      return void token(request, response).catch(() => json(response, 500, { error: 'server_error' }));
    if (request.method === 'GET' && url.pathname === '/oauth2/v2.1/certs')
      return json(response, 200, { keys: [jwk] });
    json(response, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    authorizeUrl: `${base}/oauth2/v2.1/authorize`,
    tokenUrl: `${base}/oauth2/v2.1/token`,
    jwksUrl: `${base}/oauth2/v2.1/certs`,
    /** The LINE user who logs in at the next authorize requests. */
    loginAs: (next: { sub: string; name?: string }) => {
      user = { name: 'สมชาย LINE', picture: '', ...next };
    },
    /** The user presses "cancel" at the next authorize request. */
    cancelNext: () => {
      cancel = true;
    },
    /** Claims the next ID token carries instead of the right ones. */
    tamperNext: (claims: JWTPayload) => {
      tamper = claims;
    },
    setCodeLifetime: (ms: number) => {
      codeLifetimeMs = ms;
    },
    tokenRequests: () => tokenRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type LineLoginStandIn = Awaited<ReturnType<typeof startLineLoginStandIn>>;
