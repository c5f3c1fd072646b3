import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Seals a secret (a LINE channel secret, an access token) for the database: AES-256-GCM under the server's key,
 * stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). Whoever reads the table, a backup or a replica without the
 * key reads nothing usable; a changed byte fails to open instead of giving a wrong secret.
 */
export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

const boxOf = (key: Buffer): SecretBox => ({
  seal(plain) {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  },
  open(sealed) {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  },
});

/** A key file written once (mode 0600) beside the data: for development and single-machine sites. */
const keyFromFile = (path: string) => {
  try {
    return Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  } catch {
    mkdirSync(dirname(path), { recursive: true });
    try {
      writeFileSync(path, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch {
      // another process wrote it first: read theirs
    }
    return Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  }
};

/**
 * The server's box: `SECRETS_KEY` (32 bytes, base64), shared by every server of a site; without it, a key file
 * under the data directory (`SECRETS_KEY_FILE`), which several machines do not share, so production asks for the
 * variable (server/src/config.ts).
 */
const boxes = new WeakMap<object, SecretBox>();

export const secretBoxOf = (config: { SECRETS_KEY?: string; SECRETS_KEY_FILE: string }): SecretBox => {
  const known = boxes.get(config);
  if (known) return known;
  const key = config.SECRETS_KEY
    ? Buffer.from(config.SECRETS_KEY, 'base64')
    : keyFromFile(config.SECRETS_KEY_FILE);
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, base64');
  const box = boxOf(key);
  boxes.set(config, box);
  return box;
};
