import type { LineIdentity, LineVerifier } from './line-verifier';

/** What @line/liff-mock's `getIDToken()` returns by default: a plain string, not a JWT. */
const MOCK_ID_TOKEN = 'id_token';

/** The development LINE user behind the mock token (the mock's default profile is "Brown"). */
const MOCK_LINE_IDENTITY: LineIdentity = {
  userId: 'U00000000000000000000000123456789',
  name: 'Brown',
  picture: '',
};

/**
 * Development only (LIFF_MOCK=on): the mock's token maps to the fixed development user, and is not single-use
 * (the mock always answers the same string); every other token still goes through the real verification.
 */
export const withLiffMock = (real: LineVerifier): LineVerifier => ({
  async verify(idToken, nonce, channelId) {
    if (idToken === MOCK_ID_TOKEN) return { ...MOCK_LINE_IDENTITY, use: null };
    return real.verify(idToken, nonce, channelId);
  },
});
