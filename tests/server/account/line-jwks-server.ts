import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const CHANNEL_ID = '1650000001';

/**
 * A stand-in for LINE's JWKS endpoint on 127.0.0.1 with an ES256 key generated for the test, and a signer of ID
 * tokens shaped like LINE's. Counts key fetches so tests can see that keys are cached.
 */
export const startLineJwks = async () => {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  let fetches = 0;
  const server: Server = createServer((request, response) => {
    fetches += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  type TokenOptions = {
    sub?: string;
    aud?: string;
    iss?: string;
    expiresIn?: string | number;
    /** `iat` in epoch seconds (default now). */
    iat?: number;
    claims?: JWTPayload;
    key?: CryptoKey;
  };
  const sign = (options: TokenOptions = {}) =>
    new SignJWT({ name: 'สมหญิง LINE', picture: 'https://profile.line-scdn.net/abc', ...options.claims })
      .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
      .setIssuer(options.iss ?? 'https://access.line.me')
      .setSubject(options.sub ?? `U${Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32)}`)
      .setAudience(options.aud ?? CHANNEL_ID)
      .setIssuedAt(options.iat)
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);

  return {
    url: `http://127.0.0.1:${port}/oauth2/v2.1/certs`,
    sign,
    fetches: () => fetches,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
