import { createRemoteJWKSet, jwtVerify } from 'jose';
import { LineTokenError, type LineIdentity, type LineVerifier } from './line-verifier';

export const LINE_ISSUER = 'https://access.line.me';

export type JwksLineVerifierOptions = { jwksUrl: string; channelId: string; clockToleranceSeconds?: number };

/**
 * The real check of a LINE ID token (DOMAIN.md): ES256 signature against LINE's published keys (fetched once and
 * cached by jose, refetched when an unknown key id appears), issuer, audience = our channel id, expiry, and the
 * nonce when the client sent one. HS256 is not accepted: LIFF ID tokens are ES256, and HS256 would need the
 * channel secret on this server for nothing.
 */
export const createJwksLineVerifier = ({
  jwksUrl,
  channelId,
  clockToleranceSeconds = 5,
}: JwksLineVerifierOptions): LineVerifier => {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return {
    async verify(idToken: string, nonce?: string): Promise<LineIdentity> {
      if (channelId === '') throw new LineTokenError('LINE_CHANNEL_ID is not configured');
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['ES256'],
        issuer: LINE_ISSUER,
        audience: channelId,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: clockToleranceSeconds,
      });
      if (nonce !== undefined && payload.nonce !== nonce) throw new LineTokenError('nonce mismatch');
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new LineTokenError('no subject');
      return {
        userId: payload.sub,
        name: typeof payload.name === 'string' ? payload.name : '',
        picture: typeof payload.picture === 'string' ? payload.picture : '',
      };
    },
  };
};
