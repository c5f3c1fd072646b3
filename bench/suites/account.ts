import { hashSecret } from '@server/accounts/passwords';
import type { Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { startAppTarget } from '../lib/app-target';
import { benchMembers, stopRole } from '../lib/bench-app';
import { measureEndpoint, type Endpoint, type Plan } from '../lib/endpoint-bench';
import { type RequestValue } from '../lib/pgbench-script';
import { startPostgres } from '../lib/postgres';
import { contiguousIds, rowId } from '../lib/request-values';
import type { Statement } from '../lib/sql-capture';
import type { BenchResult } from '../lib/types';

/**
 * Login over HTTP (phone and password, the attempt limits, Argon2id, a new session) against pgbench running
 * the statements it sends, on a throwaway cluster in the same run. Argon2id is most of a login's work and
 * none of pgbench's, so the ratio says how much of the SQL's speed the password hash leaves; no target.
 */
const CLIENTS = 8;
const SECONDS = Number(process.env.ACCOUNT_BENCH_SECONDS ?? process.env.BENCH_SECONDS ?? 10);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 4000 * SECONDS);
const MEMBERS = 1_000;
const PASSWORD = 'bench-password-1';

const phoneOf = (member: RequestValue): RequestValue => ({
  value: `08${member.value.padStart(8, '0')}`,
  sql: `'08' || lpad((${member.sql})::text, 8, '0')`,
});

/** Members with Thai phone numbers (`08` + member id in 8 digits) and one known password. */
const prepare = async (db: Db) => {
  const { members } = await benchMembers(db, MEMBERS, 'l');
  await db.query(
    `UPDATE members SET phone = '08' || lpad(id::text, 8, '0'), password_hash = $2 WHERE id = ANY($1::bigint[])`,
    [members, await hashSecret(PASSWORD)],
  );
  await db.query('ALTER SEQUENCE login_failures_id_seq RESTART 90000000'); // far from the member ids
  await db.query('VACUUM ANALYZE');
  return contiguousIds(members, 'member');
};

const login = (first: number): Endpoint => ({
  name: 'login',
  call: (i) => ({
    method: 'POST',
    path: '/api/login',
    body: JSON.stringify({
      phone: phoneOf(rowId(i, MEMBERS, first)).value,
      password: PASSWORD,
      agent_code: 'demo',
    }),
  }),
  check: (answer) => {
    if (answer.status !== 200 || !answer.body.includes('"access_token"')) throw new Error(answer.body);
  },
  values: (i) => {
    const member = rowId(i, MEMBERS, first);
    return [member, phoneOf(member)];
  },
  // The attempt row the login writes first and deletes once the password is right.
  generated: async (_i, statements: Statement[]) => {
    const deleted = statements.find((s) => /^DELETE FROM login_failures WHERE id = \$1/.test(s.sql));
    if (!deleted) throw new Error('login deleted no attempt row');
    return [{ value: deleted.params[0]!, from: /^INSERT INTO login_failures/, column: 'id' }];
  },
  note: 'Argon2id verification is not in the limit',
});

export default async function run(): Promise<BenchResult[]> {
  const pg = await startPostgres({ shared_buffers: '256MB', max_wal_size: '2GB' });
  let admin: Db | undefined;
  let target: Awaited<ReturnType<typeof startAppTarget>> | undefined;
  try {
    pg.run('createdb', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', 'account']);
    const url = pg.url.replace(/\/postgres$/, '/account');
    admin = await openPostgres(url, 2);
    const first = await prepare(admin);
    target = await startAppTarget(url);
    const plan: Plan = {
      ...{ pg, database: 'account', admin, clients: CLIENTS, seconds: SECONDS, capacity: CAPACITY },
      port: target.port,
      appPid: target.child.pid!,
    };
    return [await measureEndpoint(plan, login(first))];
  } finally {
    if (target) await stopRole(target.child);
    await admin?.close();
    pg.stop();
  }
}
