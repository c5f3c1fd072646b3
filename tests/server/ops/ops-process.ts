import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

/**
 * A server (or command) child process, from its argv (`serverScript(...)`, or node and a file), with its output
 * collected. DATABASE_URL only when given.
 */
export const startProcess = (
  [command, ...args]: [command: string, ...args: string[]],
  env: Record<string, string>,
) => {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.NODE_ENV; // production is the default, as on a real machine
  const child = spawn(command, args, {
    env: { ...base, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const lines = createInterface({ input: child.stdout! });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    exited,
    output: () => output,
    /** Resolves with the port once the server prints its address (or rejects when it exits first). */
    listening: async () => {
      for await (const line of lines) {
        output += `${line}\n`;
        const port = /http:\/\/localhost:(\d+)\//.exec(line)?.[1];
        if (port) {
          // keep collecting what follows
          lines.on('line', (more) => (output += `${more}\n`));
          return Number(port);
        }
      }
      throw new Error(`the server exited before listening:\n${output}`);
    },
    rest: async () => {
      for await (const line of lines) output += `${line}\n`;
    },
  };
};

/** The pids of a process's children (the cluster's workers). */
export const childrenOf = async (child: ChildProcess): Promise<number[]> => {
  const ps = spawn('ps', ['-o', 'pid=', '--ppid', String(child.pid)]);
  let text = '';
  ps.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  await new Promise((resolve) => ps.on('exit', resolve));
  return text
    .split('\n')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);
};

/** A loopback port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A GET to a server this file started (`listening()` gave its port). */
export const getFrom = (port: number, path: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}${path}`, { headers });
