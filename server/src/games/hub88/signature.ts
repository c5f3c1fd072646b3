import { sign, verify, type KeyObject } from 'node:crypto';

/**
 * `X-Hub88-Signature`: RSA-SHA256 (PKCS#1 v1.5) of the exact body bytes, base64, each side signing with its
 * private key and verifying with the other's public key (the Operator API's "Request signing").
 */
export const signHub88 = (privateKey: KeyObject, raw: string) =>
  sign('sha256', Buffer.from(raw, 'utf8'), privateKey).toString('base64');

export const hub88SignatureMatches = (publicKey: KeyObject | null, raw: string, given: unknown): boolean => {
  if (!publicKey || typeof given !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(given)) return false;
  try {
    return verify('sha256', Buffer.from(raw, 'utf8'), publicKey, Buffer.from(given, 'base64'));
  } catch {
    return false;
  }
};
