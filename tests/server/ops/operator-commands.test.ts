import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '@server/db/pglite';
import { serverScript } from '@tests/server/helpers/spawn-node';
import { startProcess } from './ops-process';

// Operator commands beside a server that holds an embedded (PGlite) data directory: they run through it.
const dir = mkdtempSync(join(tmpdir(), 'pglite-operator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An operator command (the file `npm run` starts, bundled), beside the server, with its two streams apart. */
const command = (name: string, args: string[] = []) => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL; // the embedded database is the point here
  const [node, ...script] = serverScript(`cli/${name}`);
  const child = spawn(node, [...script, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
};

const phone = '0861234567';
const adjust = (direction: string, amount: string, key: string) =>
  command('ledger-adjust', [
    '--agent',
    'demo',
    '--phone',
    phone,
    '--amount',
    amount,
    '--direction',
    direction,
    '--reason',
    'ชดเชยระบบขัดข้อง',
    '--key',
    key,
  ]);

describe('operator commands while a server holds the embedded database', () => {
  it('run through the server: the change shows at once, refusals and usage come back as here, each run audited', async () => {
    const server = startProcess(serverScript('server'), {
      DATA_DIR: dir,
      PORT: '0',
      SEED: 'on',
      NODE_ENV: 'test',
      STATIC_DIR: join(dir, 'no-build'),
    });
    const port = await server.listening();
    const base = `http://127.0.0.1:${port}`;
    const post = async (path: string, body: unknown, token?: string) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, ...((await response.json()) as { error: number; data: any }) }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape
    };
    const operatorFile = join(dir, 'server.operator');
    try {
      // Only the server's user reads the token; the file names this very server.
      expect(statSync(operatorFile).mode & 0o777).toBe(0o600);
      const published = JSON.parse(readFileSync(operatorFile, 'utf8')) as { pid: number; token: string };
      expect(published.pid).toBe(server.child.pid);

      const registered = await post('/api/register', {
        phone,
        password: 'secret1234',
        full_name: 'สมชาย ใจดี',
        bank_code: 'KBANK',
        bank_account: '1234509876',
        age_confirmed: true,
        agent_code: 'demo',
      });
      expect(registered.error).toBe(0);
      const member = registered.data.access_token as string;

      const credit = await adjust('credit', '150.25', 'op1');
      expect(credit.stdout).toMatch(
        /^done: transfer \d+, .* credit 150\.25 THB, wallet balance after it 150\.25 THB\n$/,
      );
      expect(credit.code).toBe(0);
      // The server's own view has it at once: nobody else wrote its files.
      const wallets = await post('/api/member/wallets', {}, member);
      expect(wallets.data[0].balance).toBe(150.25);

      const again = await adjust('credit', '150.25', 'op1');
      expect(again.stdout).toContain('already done (same key), nothing changed');
      const overdraft = await adjust('debit', '1000', 'op2');
      expect(overdraft.code).toBe(1);
      expect(overdraft.stderr).toContain('refused: INSUFFICIENT_FUNDS');
      const usage = await command('payment-withdrawal', ['approve']);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('usage: npm run payment:withdrawal');
      expect(usage.stdout).toBe('');

      const check = await command('ledger-check');
      expect(check.stdout).toContain(`ledger OK on PGlite (${dir})`);
      expect(check.code).toBe(0);

      // The route takes the operator token only: none, a wrong one, a member's.
      const run = { command: 'ledger:check', argv: [] };
      expect((await post('/api/admin/operator/run', run)).status).toBe(401);
      expect((await post('/api/admin/operator/run', run, `${published.token}x`)).status).toBe(401);
      expect((await post('/api/admin/operator/run', run, member)).status).toBe(401);
      const direct = await post('/api/admin/operator/run', run, published.token);
      expect(direct.data.exit_code).toBe(0);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect((await server.exited).code).toBe(0);
    expect(existsSync(operatorFile)).toBe(false);
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);

    // The server is gone: the command runs here, on the same data.
    const after = await command('ledger-check');
    expect(after.code).toBe(0);
    const db = await openPglite({ dataDir: dir });
    try {
      const { rows } = await db.query<{
        staff_id: number | null;
        staff_username: string;
        target_id: string;
        after: { argv: string[]; exit_code: number };
        reason: string;
      }>(
        `SELECT staff_id, staff_username, target_id, after, reason FROM audit_log WHERE action = 'operator.run' ORDER BY id`,
      );
      expect(rows.map((r) => [r.target_id, r.after.exit_code])).toEqual([
        ['ledger:adjust', 0],
        ['ledger:adjust', 0],
        ['ledger:adjust', 1],
        ['payment:withdrawal', 2],
        ['ledger:check', 0],
        ['ledger:check', 0],
      ]);
      expect(rows.every((r) => r.staff_id === null && r.staff_username === 'operator-cli')).toBe(true);
      expect(rows[0]!.after.argv).toContain('op1');
      expect(rows[0]!.reason).toBe('ชดเชยระบบขัดข้อง');
      const { rows: lines } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'adjustment'`,
      );
      expect(lines[0]!.n).toBe(1);
    } finally {
      await db.close();
    }
  }, 240_000);
});
