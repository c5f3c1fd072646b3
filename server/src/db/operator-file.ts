import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { liveHolderOf } from './data-dir-lock';

const OPERATOR_FILE = 'server.operator';

/** What a running server tells the operator commands beside it: where it listens and the token it accepts. */
export type OperatorFile = { pid: number; url: string; token: string };

/** This process's operator token while it serves a data directory; null otherwise (no operator route works). */
let current: Buffer | null = null;

const digest = (token: string) => createHash('sha256').update(token).digest();

const read = (path: string): OperatorFile | null => {
  try {
    const file = JSON.parse(readFileSync(path, 'utf8')) as Partial<OperatorFile>;
    return typeof file.pid === 'number' && typeof file.url === 'string' && typeof file.token === 'string'
      ? { pid: file.pid, url: file.url, token: file.token }
      : null;
  } catch {
    return null;
  }
};

/**
 * Writes `<dataDir>/server.operator` (mode 0600: only the server's own user reads the token) with this process's
 * loopback URL and a fresh random token, and makes that token the one the operator route accepts. Called by the
 * server once it listens, on the data directory it holds; the returned function removes both (at close).
 */
export const publishOperatorFile = (dataDir: string, url: string): (() => void) => {
  const path = join(dataDir, OPERATOR_FILE);
  const token = `opr_${randomBytes(32).toString('base64url')}`;
  // A file left by a killed server may have another mode: created afresh, exclusively, with 0600.
  try {
    unlinkSync(path);
  } catch {
    // none was there
  }
  const fd = openSync(path, 'wx', 0o600);
  try {
    writeSync(fd, JSON.stringify({ pid: process.pid, url, token } satisfies OperatorFile));
  } finally {
    closeSync(fd);
  }
  current = digest(token);
  return () => {
    current = null;
    if (read(path)?.pid === process.pid) unlinkSync(path);
  };
};

/** Where this machine reaches a server listening on `host`, or null when loopback does not reach it. */
const loopbackUrl = (host: string, port: number) => {
  if (host === '::1') return `http://[::1]:${port}`;
  if (host === 'localhost') return `http://localhost:${port}`;
  if (host === '0.0.0.0' || host === '::' || host.startsWith('127.')) return `http://127.0.0.1:${port}`;
  return null;
};

/**
 * What a server (`npm start`, `npm run dev`) calls once it listens: publishes the operator file when it holds an
 * embedded data directory and loopback reaches it. PostgreSQL (DATABASE_URL) serves the commands' own
 * connections, so nothing is published there. Returns the removal (a no-op when nothing was published), which
 * also runs at process exit.
 */
export const publishForServer = (
  config: { DATABASE_URL?: string; DATA_DIR: string; HOST: string },
  port: number | undefined,
): (() => void) => {
  const url = port ? loopbackUrl(config.HOST, port) : null;
  if (config.DATABASE_URL || config.DATA_DIR.startsWith('memory://') || !url) return () => {};
  const remove = publishOperatorFile(config.DATA_DIR, url);
  process.on('exit', remove);
  return remove;
};

/**
 * The running server an operator command should go through: the live holder of the data directory's lock, when
 * it published an operator file. Null when nobody holds the directory (the command runs here), or when the holder
 * published none (an older server, another command, a server still starting): opening it then refuses plainly.
 */
export const runningServerOf = (dataDir: string): OperatorFile | null => {
  const holder = liveHolderOf(dataDir);
  if (holder === null) return null;
  const file = read(join(dataDir, OPERATOR_FILE));
  return file && file.pid === holder ? file : null;
};

/** Is `token` this process's operator token? Constant time (both sides hashed to one length first). */
export const isOperatorToken = (token: string): boolean =>
  current !== null && timingSafeEqual(digest(token), current);
