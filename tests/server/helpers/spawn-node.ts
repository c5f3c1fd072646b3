import { inject } from 'vitest';
import { bundledScript, type ServerScript } from '@scripts/build-server';

export type { ServerScript };

/**
 * The node argv that runs `server/src/<script>.ts` from the bundle global-setup.ts built for this run
 * (`bundledScript` of scripts/build-server.ts).
 */
export const serverScript = (script: ServerScript): [node: string, ...args: string[]] => {
  const dir = inject('serverBundle');
  if (!dir) throw new Error('no server bundle: only the database projects build one (global-setup.ts)');
  return bundledScript(dir, script);
};
