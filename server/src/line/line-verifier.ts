/** Who LINE says the member is, read from a verified ID token. */
export type LineIdentity = { userId: string; name: string; picture: string };

/** Checks a LIFF ID token; rejects (any error) when it is not valid for this channel. */
export interface LineVerifier {
  verify(idToken: string, nonce?: string): Promise<LineIdentity>;
}

export class LineTokenError extends Error {
  override name = 'LineTokenError';
}
