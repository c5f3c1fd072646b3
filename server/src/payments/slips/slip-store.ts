import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@server/config';
import { fail } from '@server/http/app-error';
import { sha256Hex, signS3 } from './sigv4';

/**
 * Where slip images live: bytes by key. The local store is a directory (under the data directory by default,
 * config SLIP_DIR), or an S3-compatible store when SLIP_S3_ENDPOINT is set.
 */
export type SlipStore = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
};

/** Keys are ours (order id and content hash): anything else is refused rather than joined into a path. */
const safe = (key: string) => {
  if (!/^[a-z0-9-]{1,100}$/.test(key)) throw new Error(`slip key not allowed: ${key}`);
  return key;
};

const localSlipStore = (dir: string): SlipStore => ({
  put: async (key, bytes) => {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Written aside then renamed: a reader never sees half an image. The aside file is this write's own: two
    // slips of one order sent at once shared one and the second rename found it gone (a 500).
    const temporary = join(dir, `.${safe(key)}.${randomUUID()}.tmp`);
    await writeFile(temporary, bytes, { mode: 0o600 });
    await rename(temporary, join(dir, safe(key)));
  },
  get: async (key) => {
    try {
      return await readFile(join(dir, safe(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },
});

const unavailable = (): never =>
  fail('SERVICE_UNAVAILABLE', null, 'ระบบเก็บรูปสลิปขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่');

type S3Settings = { endpoint: string; bucket: string; region: string; accessKey: string; secretKey: string };

/** An S3-compatible bucket, path-style, signed with Signature Version 4 (`sigv4.ts`); no SDK needed for two calls. */
const s3SlipStore = (settings: S3Settings): SlipStore => {
  const call = async (method: 'PUT' | 'GET', key: string, body?: Buffer) => {
    const url = new URL(`${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}/${safe(key)}`);
    const headers = signS3({
      method,
      url,
      headers: body ? { 'content-type': 'application/octet-stream' } : {},
      payloadHash: sha256Hex(body ?? ''),
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      at: new Date(),
    });
    // The store away or failing is an outage, said in Thai with a 503 (the member tries again), not a 500.
    const response = await fetch(url, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/octet-stream' } : headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    }).catch(() => unavailable());
    if (!response.ok && response.status !== 404) unavailable();
    return response;
  };
  return {
    put: async (key, bytes) => {
      await call('PUT', key, bytes);
    },
    get: async (key) => {
      const response = await call('GET', key);
      if (response.status === 404) return null;
      return Buffer.from(await response.arrayBuffer());
    },
  };
};

/** The store the configuration names: the S3-compatible bucket when an endpoint is set, else the directory. */
export const slipStoreOf = (config: Config): SlipStore =>
  config.SLIP_S3_ENDPOINT
    ? s3SlipStore({
        endpoint: config.SLIP_S3_ENDPOINT,
        bucket: config.SLIP_S3_BUCKET,
        region: config.SLIP_S3_REGION,
        accessKey: config.SLIP_S3_ACCESS_KEY,
        secretKey: config.SLIP_S3_SECRET_KEY,
      })
    : localSlipStore(config.SLIP_DIR);
