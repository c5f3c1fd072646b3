import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { inject } from 'vitest';
import { appRoleOf, grantAppRole } from '@server/db/app-role';
import { defaultLimits, openPostgres } from '@server/db/postgres';

/**
 * A private copy of the prepared PostgreSQL test database, with its own app role granted as a server's start
 * would: its URL, and a way to drop both.
 */
export const privatePostgres = async (url: string) => {
  // DROP DATABASE waits for a checkpoint: on a loaded machine longer than a request's 15 s.
  const admin = await openPostgres(url, 2, { ...defaultLimits, statementMs: 300_000 });
  const name = `t_ops_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const role = appRoleOf({ DATABASE_URL: target.toString() });
  const owner = await openPostgres(target.toString(), 1);
  await grantAppRole(owner, role).finally(() => owner.close());
  return {
    name,
    url: target.toString(),
    /** Ends every backend connected to this database (what an operator's pg_terminate_backend does). */
    terminateBackends: async () => {
      const { rows } = await admin.query<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      );
      return rows[0]!.n;
    },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.close();
    },
  };
};

/** The same URL through another host and port (a relay in front of the database). */
export const viaPort = (url: string, port: number) => {
  const target = new URL(url);
  target.hostname = '127.0.0.1';
  target.port = String(port);
  return target.toString();
};

/** A loopback port with nothing listening on it. */
export const deadPort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
};
