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
  /**
   * LINE Login on the web only: its ID tokens are HS256, signed with the channel secret (LINE's "Get profile
   * information from ID tokens": ES256 for LIFF and the SDKs, HS256 for web login). Given, HS256 tokens are
   * checked against it and ES256 ones against the JWKS as always; never given to the LIFF verifier.
   */
  hs256Secret?: string;
  /** Told when LINE's keys cannot be fetched (the log): every LINE login fails until they can. */
  onKeysUnavailable?: (error: unknown) => void;
};

/**
 * The real check of a LINE ID token (DOMAIN.md): ES256 signature against LINE's published keys (fetched once and
 * cached by jose, refetched when an unknown key id appears), issuer, audience = our channel id, expiry, an `iat`
 * no further in the future than the clock skew, and the nonce when the client sent one. HS256 only with
 * `hs256Secret` (the web login's verifier): LIFF ID tokens are ES256, and a LIFF token is never checked against
 * the secret. Whether the
 * token was used before is the caller's business (it needs the database): see `use`.
 */
export const createJwksLineVerifier = ({
  jwksUrl,
  channelId,
  clockToleranceSeconds = 5,
  hs256Secret,
  onKeysUnavailable,
}: JwksLineVerifierOptions): LineVerifier => {
  const secret = hs256Secret ? new TextEncoder().encode(hs256Secret) : null;
  const algorithms = secret ? ['ES256', 'HS256'] : ['ES256'];
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  // An unknown key id is the token's fault; anything else (timeout, refused, not JSON) is LINE being unreachable.
  const key = async (header: JWTHeaderParameters, token: FlattenedJWSInput) => {
    // The secret answers HS256 only, the JWKS ES256 only (it holds EC keys): no algorithm confusion.
    if (header.alg === 'HS256' && secret) return secret;
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
    async verify(idToken: string, nonce?: string, agentChannelId?: string): Promise<VerifiedLineToken> {
      const audience = agentChannelId || channelId;
      if (audience === '') throw new LineTokenError('LINE_CHANNEL_ID is not configured');
      const { payload } = await jwtVerify(idToken, key, {
        algorithms,
        issuer: LINE_ISSUER,
        audience,
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
