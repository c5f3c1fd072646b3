import { createHmac, timingSafeEqual } from 'node:crypto';
import { SEAMLESS_WINDOW_MS } from '@contract/seamless';

/** hex(HMAC-SHA256(secret, raw body)): what a provider puts in `X-Signature`. */
export const signBody = (secret: string, rawBody: string) =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

/** Constant-time comparison, so the answer time tells nothing about how much of a guess was right. */
export const signatureMatches = (secret: string, rawBody: string, given: unknown): boolean => {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
};

/**
 * The header and the signed body must carry the same time, within the window of the platform's clock: a
 * captured request cannot be replayed later, and the header alone cannot be edited (it is not signed).
 *
 * `wallNow` is the system clock, never the business clock (`app.clock()`): this is a replay guard between two
 * machines, and a provider signs with its own wall time, knowing nothing of a test deployment's CLOCK_OFFSET_MS.
 * The built-in provider signs with `Date.now()` for the same reason (games/provider/seamless-client.ts).
 */
export const timestampFresh = (header: unknown, bodyTimestamp: unknown, wallNow: number): boolean => {
  const fromHeader = typeof header === 'string' && /^\d{1,16}$/.test(header) ? Number(header) : NaN;
  if (!Number.isSafeInteger(fromHeader) || fromHeader !== bodyTimestamp) return false;
  return Math.abs(wallNow - fromHeader) <= SEAMLESS_WINDOW_MS;
};
