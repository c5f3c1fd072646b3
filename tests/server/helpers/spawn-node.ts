import { inject } from 'vitest';
import { bundledScript, type ServerScript } from '@scripts/build-server';
import { withTestNodeFlags } from '@tests/setup/node-flags';

export type { ServerScript };

/**
 * The node argv that runs `server/src/<script>.ts` from the bundle global-setup.ts built for this run
 * (`bundledScript` of scripts/build-server.ts), with the tests' node flags (tests/setup/node-flags.ts).
 */
export const serverScript = (script: ServerScript): [node: string, ...args: string[]] => {
  const dir = inject('serverBundle');
  if (!dir) throw new Error('no server bundle: only the database projects build one (global-setup.ts)');
  return withTestNodeFlags(bundledScript(dir, script));
};
