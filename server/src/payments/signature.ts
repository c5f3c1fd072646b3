import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_WINDOW_SECONDS } from './constants';

/** HMAC-SHA256 over "timestamp.body": the timestamp is signed too, so it cannot be moved to replay a body. */
export const signNotification = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export type SignatureCheck = 'ok' | 'bad_signature' | 'stale';

export const checkSignature = (
  secret: string,
  body: string,
  timestampHeader: string | undefined,
  signatureHeader: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck => {
  if (!timestampHeader || !signatureHeader || !/^\d{1,12}$/.test(timestampHeader)) return 'bad_signature';
  const expected = Buffer.from(signNotification(secret, Number(timestampHeader), body), 'hex');
  const given = Buffer.from(signatureHeader, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
  return Math.abs(nowSeconds - Number(timestampHeader)) > NOTIFICATION_WINDOW_SECONDS ? 'stale' : 'ok';
};
