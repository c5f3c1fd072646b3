import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import { createJwksLineVerifier } from './jwks-line-verifier';
import type { LineVerifier } from './line-verifier';
import { withLiffMock } from './mock-line-verifier';

export type { LineIdentity, LineTokenUse, LineVerifier } from './line-verifier';
export { LineKeysUnavailable } from './line-verifier';
export { exchangeLineCode, LineTokenEndpointError } from './token-endpoint';

/** The verifier the configuration asks for: always the real one, plus the mock token only with LIFF_MOCK=on. */
export const createLineVerifier = (config: Config, log?: FastifyBaseLogger): LineVerifier => {
  const real = createJwksLineVerifier({
    jwksUrl: config.LINE_JWKS_URL,
    channelId: config.LINE_CHANNEL_ID,
    onKeysUnavailable: (error) =>
      log?.error(
        { err: error, jwksUrl: config.LINE_JWKS_URL },
        'LINE signing keys could not be fetched: LINE login fails',
      ),
  });
  return config.LIFF_MOCK === 'on' ? withLiffMock(real) : real;
};

/**
 * The verifier of LINE Login's web ID tokens (linking from the web profile): the same checks as LIFF's, HS256
 * against LINE_LOGIN_CHANNEL_SECRET (what web login issues) or ES256 against the JWKS; never the LIFF mock.
 */
export const createLineWebLoginVerifier = (config: Config, log?: FastifyBaseLogger): LineVerifier =>
  createJwksLineVerifier({
    jwksUrl: config.LINE_JWKS_URL,
    channelId: config.LINE_CHANNEL_ID,
    hs256Secret: config.LINE_LOGIN_CHANNEL_SECRET,
    onKeysUnavailable: (error) =>
      log?.error({ err: error, jwksUrl: config.LINE_JWKS_URL }, 'LINE signing keys could not be fetched'),
  });
