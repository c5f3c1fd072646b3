import { spawn } from 'node:child_process';
import { serverScript } from '@tests/server/helpers/spawn-node';

type CliRun = { code: number | null; output: string };

/** Runs `server/src/cli/<name>.ts` from the test bundle in `env` and collects stdout and stderr together. */
export const runCli = (name: string, args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> => {
  const [node, ...script] = serverScript(`cli/${name}`);
  const child = spawn(node, [...script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
};
