import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { publishOperatorFile, runningServerOf } from '@server/db/operator-file';
import { createTestApp } from '@tests/server/helpers/test-app';

// The server side of operator commands, in process: who may call the route, and what each run leaves behind.
let app: FastifyInstance;
const dir = mkdtempSync(join(tmpdir(), 'operator-route-'));
let token: string;
let unpublish: () => void;
beforeAll(async () => {
  app = await createTestApp();
  unpublish = publishOperatorFile(dir, 'http://127.0.0.1:1');
  token = (JSON.parse(readFileSync(join(dir, 'server.operator'), 'utf8')) as { token: string }).token;
});
afterAll(async () => {
  unpublish();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const run = (
  body: unknown,
  options: { token?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/operator/run',
    payload: body as object,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });

describe('POST /api/admin/operator/run', () => {
  it('runs a command with the operator token from this machine and answers its output and exit code', async () => {
    const answer = await run({ command: 'payment:withdrawal', argv: ['list'] }, { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      exit_code: 0,
      output: [{ stream: 'stdout', text: 'no pending withdrawals\n' }],
    });
  });

  it('refuses a caller on another machine, even one that claims a loopback forwarded address', async () => {
    const body = { command: 'ledger:check', argv: [] };
    expect((await run(body, { token, remoteAddress: '10.1.2.3' })).statusCode).toBe(401);
    const forwarded = { token, remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '127.0.0.1' } };
    expect((await run(body, forwarded)).statusCode).toBe(401);
    expect((await run(body, { token: token.slice(0, -1) })).statusCode).toBe(401);
    expect((await run(body, {})).statusCode).toBe(401);
  });

  it('refuses (403, the envelope) a request that came through a proxy on this machine, whatever header says so', async () => {
    const body = { command: 'ledger:adjust', argv: [] };
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-host': 'example.com' },
      { 'x-forwarded-proto': 'https' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 nginx' },
      { 'X-Forwarded-For': '127.0.0.1' },
    ];
    const before = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'operator.start'`,
    );
    for (const headers of proxied) {
      const answer = await run(body, { token, headers });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.json()).toEqual({ error: 1403, message: 'คุณไม่มีสิทธิ์ทำรายการนี้', data: null });
    }
    // Refused before the command ran: no audit row, nothing done.
    const after = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'operator.start'`,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    // The same request straight from the command line still runs.
    expect((await run({ command: 'ledger:check', argv: [] }, { token })).statusCode).toBe(200);
  });

  it('answers an unknown command (a prototype name too) with exit 2 and runs nothing', async () => {
    for (const command of ['constructor', 'seed', '__proto__']) {
      const answer = (await run({ command, argv: [] }, { token })).json();
      expect(answer.data.exit_code).toBe(2);
      expect(answer.data.output[0].text).toContain('unknown operator command');
    }
  });

  it('writes an audit row per run, with no staff member, its arguments, exit code and reason', async () => {
    const argv = ['refuse', '999999999', '--reason', 'บัญชีไม่ตรง'];
    const answer = (
      await run({ command: 'payment:withdrawal', argv, operator: 'somchai' }, { token })
    ).json();
    expect(answer.data.exit_code).toBe(1); // no such withdrawal: a refusal
    const { rows } = await app.db.query<{
      staff_id: number | null;
      staff_username: string;
      target_id: string;
      after: unknown;
      reason: string;
      ip: string;
    }>(
      `SELECT staff_id, staff_username, target_id, after, reason, ip FROM audit_log
        WHERE action = 'operator.run' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({
      staff_id: null,
      staff_username: 'operator-cli',
      target_id: 'payment:withdrawal',
      after: { argv, exit_code: 1, operator: 'somchai' },
      reason: 'บัญชีไม่ตรง',
      ip: '127.0.0.1',
    });
    // Written before the command changed anything, by the same request: a crash mid-run still leaves a row.
    const pair = await app.db.query<{ action: string; after: unknown; request_id: string }>(
      `SELECT action, after, request_id FROM audit_log
        WHERE action IN ('operator.start', 'operator.run') ORDER BY id DESC LIMIT 2`,
    );
    expect(pair.rows.map((row) => row.action)).toEqual(['operator.run', 'operator.start']);
    expect(pair.rows[1]!.after).toEqual({ argv, operator: 'somchai' });
    expect(pair.rows[1]!.request_id).toBe(pair.rows[0]!.request_id);
  });

  it('takes no token once the file is withdrawn (the server closing), and names no server for the commands', async () => {
    expect(runningServerOf(dir)).toBeNull(); // this process holds no lock there: commands would run themselves
    unpublish();
    expect((await run({ command: 'ledger:check', argv: [] }, { token })).statusCode).toBe(401);
    unpublish = publishOperatorFile(dir, 'http://127.0.0.1:1');
  });
});
