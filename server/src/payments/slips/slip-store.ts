import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where slip images live: bytes by key. The local store is a directory (under the data directory by default,
 * config SLIP_DIR); an S3-compatible store would be a second implementation of the same two calls.
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

export const localSlipStore = (dir: string): SlipStore => ({
  put: async (key, bytes) => {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Written aside then renamed: a reader never sees half an image.
    const temporary = join(dir, `.${safe(key)}.${process.pid}.tmp`);
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
