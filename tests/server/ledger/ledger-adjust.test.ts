import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { checkLedger, memberWallets } from '@server/ledger';
import { serverScript } from '@tests/server/helpers/spawn-node';

// The operator command runs in its own process on the configured database; PGlite allows one process per data
// directory and the test database is in memory, so this runs on PostgreSQL only.
const url = process.env.DATABASE_URL;
let db: Db;
let admin: Db;
let env: Record<string, string>;
let name: string;

beforeAll(async () => {
  if (!url) return;
  admin = await openPostgres(url, 1);
  name = `t_adjust_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  env = { DATABASE_URL: target.toString() };
  db = await openPostgres(target.toString(), 2);
  await db.query(
    `INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account, referral_code, age_confirmed_at)
     SELECT id, '0899999999', 'adj', 'x', 'ทดสอบ ระบบ', 'KBANK', '9999999999', 'ADJ1', now() FROM agents WHERE code = 'demo'`,
  );
});
afterAll(async () => {
  if (!url) return;
  await db.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.close();
});

const adjust = (args: string[]) =>
  new Promise<{ code: number | null; out: string }>((resolve) => {
    const [node, ...script] = serverScript('cli/ledger-adjust');
    const child = spawn(node, [...script, ...args], {
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });

const args = (direction: string, amount: string, key: string) => [
  '--agent',
  'demo',
  '--phone',
  '0899999999',
  '--amount',
  amount,
  '--direction',
  direction,
  '--reason',
  'ชดเชยระบบขัดข้อง',
  '--key',
  key,
];

describe.skipIf(!url)(
  'npm run ledger:adjust (PostgreSQL only: it needs a database another process can open)',
  () => {
    it('credits and debits a member once per key, refuses an overdraft, and records it in the ledger', async () => {
      const credit = await adjust(args('credit', '150.25', 'c1'));
      expect(credit.out).toContain('done');
      expect(credit.code).toBe(0);
      expect((await adjust(args('credit', '150.25', 'c1'))).out).toContain('already done');
      expect((await adjust(args('debit', '50', 'd1'))).code).toBe(0);
      const overdraft = await adjust(args('debit', '1000', 'd2'));
      expect(overdraft.code).toBe(1);
      expect(overdraft.out).toContain('INSUFFICIENT_FUNDS');
      const { rows } = await db.query<{ id: number }>(`SELECT id FROM members WHERE phone = '0899999999'`);
      expect((await memberWallets(db, rows[0]!.id))[0]!.balance).toBe(10025);
      const { rows: lines } = await db.query<{ description: string }>(
        `SELECT description FROM ledger_transfers WHERE kind = 'adjustment' ORDER BY id`,
      );
      expect(lines.map((l) => l.description)).toEqual(['ปรับยอดเพิ่มโดยแอดมิน', 'ปรับยอดลดโดยแอดมิน']);
      expect(await checkLedger(db)).toEqual([]);
    }, 60_000);
  },
);
