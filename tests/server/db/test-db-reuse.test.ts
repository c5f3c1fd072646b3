import { afterEach, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '@server/db/db';
import type { DbRole } from '@server/db/open';
import { openTestDb } from '@tests/server/helpers/test-db';

/**
 * The test files share one database per worker, put back as the template left it between files
 * (tests/server/helpers/db-reuse.ts). Whatever one file writes, the next must find a fresh copy's database.
 */
const identity = async (db: Db) =>
  db.kind === 'pglite'
    ? (db as Db & { pg: PGlite }).pg
    : (await db.query<{ name: string }>(`SELECT current_database() AS name`)).rows[0]!.name;

/** Every table's rows and every sequence's position, as one digest per object. */
const contents = async (db: Db) => {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ digest: string | null }>(
      `SELECT md5(string_agg(row_text, E'\\n' ORDER BY row_text)) AS digest FROM (SELECT t::text AS row_text FROM ${name} t) rows`,
    );
    digest[name] = rows[0]!.digest ?? 'empty';
  }
  const { rows: sequences } = await db.query<{ name: string; value: string | null }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value FROM pg_sequences ORDER BY 1`,
  );
  for (const { name, value } of sequences) digest[`sequence ${name}`] = value ?? 'unused';
  return digest;
};

const open: Db[] = [];
const fresh = async (role: DbRole = 'owner') => {
  const db = await openTestDb(role);
  open.push(db);
  return db;
};
afterEach(async () => {
  for (const db of open.splice(0)) await db.close();
});

describe('a test database handed from file to file', () => {
  it("gives the next file the template's rows and sequences whatever the last one wrote, in the same database", async () => {
    const first = await fresh();
    const template = await contents(first);
    const setting = `SELECT current_setting('statement_timeout') AS timeout`;
    const { timeout } = (await first.query<{ timeout: string }>(setting)).rows[0]!;
    await first.exec(`
      INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account, referral_code, age_confirmed_at)
        SELECT id, '0810000001', '0810000001', 'x', 'ทดสอบ ระบบ', 'KBANK', '1234567890', 'RREUSE', now() FROM agents LIMIT 1;
      UPDATE agents SET name = 'เปลี่ยนแล้ว';
      DELETE FROM lotto_rates WHERE ctid = (SELECT min(ctid) FROM lotto_rates);
    `);
    const written = await contents(first);
    expect(written['public.members']).not.toBe(template['public.members']);
    expect(written['public.agents']).not.toBe(template['public.agents']);
    expect(written['public.lotto_rates']).not.toBe(template['public.lotto_rates']);
    const used = await identity(first);
    // What a session leaves behind, last (a pooled connection keeps it for the statements after).
    await first.exec(`SELECT pg_advisory_lock(42); SET statement_timeout = '1ms'`);
    await first.close();

    const next = await fresh();
    expect(await identity(next)).toBe(used);
    expect(await contents(next)).toEqual(template);
    const { rows } = await next.query<{ timeout: string; locked: boolean }>(
      `SELECT current_setting('statement_timeout') AS timeout, pg_try_advisory_lock(42) AS locked`,
    );
    expect(rows[0]).toEqual({ timeout, locked: true });
  });

  it('never hands on a database whose schema a file changed: the next file gets a fresh copy', async () => {
    const first = await fresh();
    await first.exec(`CREATE TABLE reuse_probe (id int); ALTER TABLE members DISABLE TRIGGER USER`);
    const used = await identity(first);
    await first.close();

    const next = await fresh();
    expect(await identity(next)).not.toBe(used);
    const { rows } = await next.query<{ probe: string | null }>(
      `SELECT to_regclass('reuse_probe')::text AS probe`,
    );
    expect(rows[0]!.probe).toBeNull();
  });

  it("refuses every statement through a closed file's handle, so a late job never writes into the next file's database", async () => {
    const first = await fresh();
    await first.close();
    const next = await fresh();
    await expect(first.query(`SELECT 1`)).rejects.toThrow(/closed/);
    await expect(first.tx(async (q) => q.query(`SELECT 1`))).rejects.toThrow(/closed/);
    expect((await next.query<{ one: number }>(`SELECT 1 AS one`)).rows[0]!.one).toBe(1);
  });

  it('opens a second database beside one still open: a copy of its own', async () => {
    const first = await fresh();
    const second = await fresh();
    expect(await identity(second)).not.toBe(await identity(first));
    await first.exec(`UPDATE agents SET name = 'หนึ่ง'`);
    const { rows } = await second.query<{ name: string }>(`SELECT name FROM agents WHERE code = 'demo'`);
    expect(rows[0]!.name).not.toBe('หนึ่ง');
  });
});
