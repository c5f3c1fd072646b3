import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import { createJwksLineVerifier } from './jwks-line-verifier';
import type { LineVerifier } from './line-verifier';
import { withLiffMock } from './mock-line-verifier';

export type { LineIdentity, LineTokenUse, LineVerifier } from './line-verifier';
export { LineKeysUnavailable } from './line-verifier';

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
