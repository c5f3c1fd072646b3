import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { inject } from 'vitest';

/** A file of server/src that runs as a process: the server, or a command of server/src/cli. */
export type ServerScript = 'server' | `cli/${string}`;

/**
 * The node argv that runs `server/src/<script>.ts` from the bundle global-setup.ts built for this run:
 * `serverScript('cli/ledger-adjust')` is `[node, '--enable-source-maps', '<bundle>/ledger-adjust.js']`. What the
 * process does is the same as under tsx (`npm run ledger:adjust`); only tsx's compiling at each start is gone.
 */
export const serverScript = (script: ServerScript): [node: string, ...args: string[]] => {
  const dir = inject('serverBundle');
  if (!dir) throw new Error('no server bundle: only the database projects build one (global-setup.ts)');
  const file = join(dir, `${basename(script)}.js`);
  if (!existsSync(file)) {
    throw new Error(
      `${script} is not in the test bundle: scripts/build-server.ts bundles server.ts and the cli files package.json runs`,
    );
  }
  return [process.execPath, '--enable-source-maps', file];
};
