import { sign, verify, type KeyObject } from 'node:crypto';

/**
 * `X-Hub88-Signature`: RSA-SHA256 (PKCS#1 v1.5) of the exact body bytes, base64, each side signing with its
 * private key and verifying with the other's public key (the Operator API's "Request signing"). Both run in
 * libuv's thread pool (node:crypto's callback form): an RSA-2048 signature costs about 0.3 ms of CPU, which on
 * the event loop would hold every other call of the process behind it (bench/README.md, `hub88`).
 */
export const signHub88 = (privateKey: KeyObject, raw: string) =>
  new Promise<string>((resolve, reject) =>
    sign('sha256', Buffer.from(raw, 'utf8'), privateKey, (error, signature) =>
      error ? reject(error) : resolve(signature.toString('base64')),
    ),
  );

export const hub88SignatureMatches = async (
  publicKey: KeyObject | null,
  raw: string,
  given: unknown,
): Promise<boolean> => {
  if (!publicKey || typeof given !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(given)) return false;
  return new Promise<boolean>((resolve) => {
    try {
      verify('sha256', Buffer.from(raw, 'utf8'), publicKey, Buffer.from(given, 'base64'), (error, ok) =>
        resolve(!error && ok),
      );
    } catch {
      resolve(false);
    }
  });
};
