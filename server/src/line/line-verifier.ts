/** Who LINE says the member is, read from a verified ID token. */
export type LineIdentity = { userId: string; name: string; picture: string };

/**
 * What makes a verified token usable once (server/src/accounts/line-token-once.ts): its nonce claim, if any,
 * and its expiry (epoch seconds). Null for the LIFF mock's development token, which is always the same string.
 */
export type LineTokenUse = { nonce: string | null; expiresAt: number };

export type VerifiedLineToken = LineIdentity & { use: LineTokenUse | null };

/**
 * Checks a LIFF ID token; rejects (any error) when it is not valid for this channel: `channelId` when given (the
 * agent's own LINE settings), else the server's LINE_CHANNEL_ID.
 */
export interface LineVerifier {
  verify(idToken: string, nonce?: string, channelId?: string): Promise<VerifiedLineToken>;
}

export class LineTokenError extends Error {
  override name = 'LineTokenError';
}

/** LINE's signing keys could not be fetched: nothing is wrong with the token, LINE login is down for now. */
export class LineKeysUnavailable extends Error {
  override name = 'LineKeysUnavailable';
}
