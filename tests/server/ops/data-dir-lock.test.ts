import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '@server/db/data-dir-lock';
import { serverScript, type ServerScript } from '@tests/server/helpers/spawn-node';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const runScript = (script: ServerScript, env: Record<string, string>, args: string[] = []) => {
  const base = { ...process.env };
  delete base.DATABASE_URL; // the embedded database is the point here
  const [node, ...file] = serverScript(script);
  return spawn(node, [...file, ...args], {
    env: { ...base, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
};

const finished = (child: ReturnType<typeof runScript>) => {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
};

describe('the embedded data directory is held by one process at a time', () => {
  it('refuses a second holder, naming the first, and frees the directory on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(String(process.pid));
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    const pid = gone.pid!;
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(join(dir, 'server.lock'), String(pid));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('a command beside a process that holds the directory and takes no commands refuses plainly (exit 2)', async () => {
    const dir = tempDir();
    // This test process holds it, as a server that is still starting would: no operator file yet.
    const release = lockDataDir(dir);
    try {
      const beside = await finished(runScript('cli/ledger-check', { DATA_DIR: dir }));
      expect(beside.code).toBe(2);
      expect(beside.output).toContain(`process ${process.pid}`);
      expect(beside.output).toContain(`โปรเซส ${process.pid}`);
      expect(beside.output).not.toContain('ledger OK');
    } finally {
      release();
    }
  }, 60_000);

  it('a command beside a running server runs through it; a second server on the directory is refused', async () => {
    const dir = tempDir();
    const env = { DATA_DIR: dir, PORT: '0', SEED: 'on', STATIC_DIR: join(dir, 'no-build') };
    const server = runScript('server', env);
    const exited = finished(server);
    for await (const line of createInterface({ input: server.stdout! })) {
      if (line.includes('เว็บไซต์พร้อมใช้งาน')) break;
    }
    try {
      const beside = await finished(runScript('cli/ledger-check', { DATA_DIR: dir }));
      expect(beside.output).toContain('ledger OK');
      expect(beside.code).toBe(0);
      const operator = await finished(runScript('cli/payment-withdrawal', { DATA_DIR: dir }, ['list']));
      expect(operator.output).toContain('no pending withdrawals');
      expect(operator.code).toBe(0);
      const second = await finished(runScript('server', env));
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(`process ${server.pid}`);
    } finally {
      server.kill('SIGTERM');
    }
    expect((await exited).code).toBe(0);
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    const after = await finished(runScript('cli/ledger-check', { DATA_DIR: dir }));
    expect(after.output).toContain('ledger OK');
    expect(after.code).toBe(0);
  }, 180_000);
});
