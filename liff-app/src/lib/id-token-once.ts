/**
 * The server accepts a LINE ID token once (a replay of a stolen one is refused: server/src/line/README.md), but
 * the LIFF SDK keeps answering the same token until it expires. So the app remembers the last token it sent and
 * never sends it again: when our session is gone and the SDK still holds that token, a fresh LINE login gives a
 * new one. Only the token's tail is kept (its signature's end: enough to tell two tokens apart, useless alone).
 */
const KEY = 'liff-id-token-sent';

const tailOf = (token: string) => token.slice(-24);

export const idTokenSentBefore = (token: string, storage: Storage = localStorage) =>
  storage.getItem(KEY) === tailOf(token);

export const idTokenSent = (token: string, storage: Storage = localStorage) => {
  storage.setItem(KEY, tailOf(token));
};
