import {
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JWTHeaderParameters,
  type FlattenedJWSInput,
} from 'jose';
import {
  LineKeysUnavailable,
  LineTokenError,
  type LineVerifier,
  type VerifiedLineToken,
} from './line-verifier';

const LINE_ISSUER = 'https://access.line.me';

/** How far in the future a token's `iat` may be (clock differences between LINE and us), in seconds. */
const LINE_CLOCK_SKEW_SECONDS = 60;

export type JwksLineVerifierOptions = {
  jwksUrl: string;
  channelId: string;
  clockToleranceSeconds?: number;
  /** Told when LINE's keys cannot be fetched (the log): every LINE login fails until they can. */
  onKeysUnavailable?: (error: unknown) => void;
};

/**
 * The real check of a LINE ID token (DOMAIN.md): ES256 signature against LINE's published keys (fetched once and
 * cached by jose, refetched when an unknown key id appears), issuer, audience = our channel id, expiry, an `iat`
 * no further in the future than the clock skew, and the nonce when the client sent one. HS256 is not accepted:
 * LIFF ID tokens are ES256, and HS256 would need the channel secret on this server for nothing. Whether the
 * token was used before is the caller's business (it needs the database): see `use`.
 */
export const createJwksLineVerifier = ({
  jwksUrl,
  channelId,
  clockToleranceSeconds = 5,
  onKeysUnavailable,
}: JwksLineVerifierOptions): LineVerifier => {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  // An unknown key id is the token's fault; anything else (timeout, refused, not JSON) is LINE being unreachable.
  const key = async (header: JWTHeaderParameters, token: FlattenedJWSInput) => {
    try {
      return await keys(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys)
        throw error;
      onKeysUnavailable?.(error);
      throw new LineKeysUnavailable('LINE signing keys could not be fetched', { cause: error });
    }
  };
  return {
    async verify(idToken: string, nonce?: string): Promise<VerifiedLineToken> {
      if (channelId === '') throw new LineTokenError('LINE_CHANNEL_ID is not configured');
      const { payload } = await jwtVerify(idToken, key, {
        algorithms: ['ES256'],
        issuer: LINE_ISSUER,
        audience: channelId,
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: clockToleranceSeconds,
      });
      if (payload.iat! > Date.now() / 1000 + LINE_CLOCK_SKEW_SECONDS)
        throw new LineTokenError('issued in the future');
      if (nonce !== undefined && payload.nonce !== nonce) throw new LineTokenError('nonce mismatch');
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new LineTokenError('no subject');
      return {
        userId: payload.sub,
        name: typeof payload.name === 'string' ? payload.name : '',
        picture: typeof payload.picture === 'string' ? payload.picture : '',
        use: {
          nonce: typeof payload.nonce === 'string' && payload.nonce !== '' ? payload.nonce : null,
          expiresAt: payload.exp!,
        },
      };
    },
  };
};
