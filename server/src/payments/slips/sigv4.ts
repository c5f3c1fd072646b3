import { createHash, createHmac } from 'node:crypto';

/*
 * AWS Signature Version 4 for S3-compatible stores (AWS S3, MinIO, Cloudflare R2, Wasabi, ...), header form, as
 * AWS documents it ("Authenticating Requests: Using the Authorization Header"): a canonical request, a string to
 * sign over its hash and the credential scope, and an HMAC chain from the secret key. Checked against AWS's own
 * example (tests/server/payments/slip-store.test.ts).
 */

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Each path segment URI-encoded as S3 wants it (RFC 3986 unreserved characters kept), slashes kept. */
const encodePath = (path: string) =>
  path
    .split('/')
    .map((segment) =>
      encodeURIComponent(decodeURIComponent(segment)).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (which this adds). */
  headers?: Record<string, string>;
  payloadHash: string;
  accessKey: string;
  secretKey: string;
  region: string;
  at: Date;
};

/** The headers that make a request signed: x-amz-date, x-amz-content-sha256 and Authorization. */
export const signS3 = (input: SignInput): Record<string, string> => {
  const amzDate = input.at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': input.payloadHash,
  };
  const names = Object.keys(headers).sort();
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    input.method.toUpperCase(),
    encodePath(input.url.pathname),
    query,
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    'x-amz-date': amzDate,
    'x-amz-content-sha256': input.payloadHash,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKey}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
};
