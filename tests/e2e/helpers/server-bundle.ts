import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** The front ends global-setup builds once per run (never dist/, which someone may be serving). */
export const staticDir = resolve(root, '.tmp/e2e-dist');

/**
 * The server bundle global-setup builds once per run (scripts/build-server.ts, as `npm run build` does), so every
 * server a browser test starts boots from plain node, the way production does, instead of compiling the source
 * through tsx at each start.
 */
export const serverBundleDir = resolve(root, '.tmp/e2e-server');
export const serverCommand = [
  process.execPath,
  '--enable-source-maps',
  resolve(serverBundleDir, 'server.js'),
] as const;
