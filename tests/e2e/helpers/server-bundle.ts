import { resolve } from 'node:path';
import { bundledScript, type ServerScript } from '@scripts/build-server';
import { withTestNodeFlags } from '@tests/setup/node-flags';

const root = resolve(import.meta.dirname, '../../..');

/** The front ends global-setup builds once per run (never dist/, which someone may be serving). */
export const staticDir = resolve(root, '.tmp/e2e-dist');

/**
 * The server and operator-command bundle global-setup builds once per run (scripts/build-server.ts, as `npm run
 * build` does, with the commands beside it), so every server a browser test starts, and every operator command it
 * runs, boots from plain node, the way production does, instead of compiling the source through tsx each time
 * (with the tests' node flags: tests/setup/node-flags.ts).
 */
export const serverBundleDir = resolve(root, '.tmp/e2e-server');
export const e2eScript = (script: ServerScript) => withTestNodeFlags(bundledScript(serverBundleDir, script));
