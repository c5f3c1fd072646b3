import type { Db } from './db';
import { SCHEMA_LOCK } from './sql-files';

const roleName = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The role the application's connections act as on PostgreSQL (server/src/ledger/README.md, "Who may write"):
 * `DB_APP_ROLE`, else `<database>_app`, the database's name made a plain identifier. One per database: roles
 * belong to the whole server, grants to one database.
 */
export const appRoleOf = ({ DATABASE_URL, DB_APP_ROLE }: { DATABASE_URL: string; DB_APP_ROLE?: string }) => {
  const url = new URL(DATABASE_URL);
  const database =
    decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
  const role =
    DB_APP_ROLE ??
    `${database
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .slice(0, 59)}_app`;
  if (!roleName.test(role))
    throw new Error(`the app role ${role} is no plain lower-case identifier: name one in DB_APP_ROLE`);
  if (role === decodeURIComponent(url.username))
    throw new Error(`the app role ${role} is DATABASE_URL's own user: it must be another role`);
  return role;
};

/**
 * `url` whose every connection acts as `role` from its start (`-c role=...`, added to any `options` the URL
 * carries): a connection that may not take the role fails to open, rather than run as the owner. `RESET ROLE`
 * comes back to it.
 */
export const asRole = (url: string, role: string) => {
  const target = new URL(url);
  const options = target.searchParams.get('options');
  target.searchParams.set('options', `${options ? `${options} ` : ''}-c role=${role}`);
  return target.toString();
};

// The grants below, as one block: the role's name comes in a transaction-local setting (a DO takes no parameter).
const grants = `
DO $grants$
DECLARE
  r text := current_setting('siam.app_role');
  s text := current_schema();
  read_only text := '^(ledger_|schema_migrations$|schema_sql_files$)';
  t record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r) THEN
    EXECUTE format('CREATE ROLE %I NOLOGIN', r);
  END IF;
  -- From PostgreSQL 16 on, a role's creator is a member without the right to SET it until granted.
  IF NOT pg_has_role(current_user, r,
       CASE WHEN current_setting('server_version_num')::int >= 160000 THEN 'SET' ELSE 'MEMBER' END) THEN
    EXECUTE format('GRANT %I TO CURRENT_USER', r);
  END IF;
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO %I', s, r);
  FOR t IN SELECT c.relname, c.relkind FROM pg_class c
            WHERE c.relnamespace = s::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S') LOOP
    EXECUTE format('REVOKE ALL ON %s %I.%I FROM %I',
                   CASE WHEN t.relkind = 'S' THEN 'SEQUENCE' ELSE 'TABLE' END, s, t.relname, r);
    IF t.relkind = 'S' THEN
      IF t.relname !~ '^ledger_' THEN
        EXECUTE format('GRANT USAGE, SELECT ON SEQUENCE %I.%I TO %I', s, t.relname, r);
      END IF;
    ELSIF t.relname ~ read_only THEN
      EXECUTE format('GRANT SELECT ON TABLE %I.%I TO %I', s, t.relname, r);
    ELSE
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE %I.%I TO %I', s, t.relname, r);
    END IF;
  END LOOP;
  EXECUTE format('GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA %I TO %I', s, r);
  FOR t IN SELECT p.oid::regprocedure AS f FROM pg_proc p
            WHERE p.pronamespace = s::regnamespace AND p.prosecdef LOOP
    EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', t.f);
  END LOOP;
END $grants$`;

/**
 * Run by the owner (the role of DATABASE_URL, which ran the migrations and owns every table and function) at
 * every start, after the migrations and server/sql, in one transaction under the schema lock: creates the app role
 * when missing (NOLOGIN: it is only ever SET from the owner's connections), lets the owner take it, and grants it
 * what the application needs in the current schema and nothing more: SELECT only on `ledger_*` and on the
 * migration records, SELECT/INSERT/UPDATE/DELETE on every other table, sequences but the ledger's, EXECUTE on
 * every function. The SECURITY DEFINER functions (the ledger's writes) lose PUBLIC's EXECUTE: only the owner and
 * the app role move money. Idempotent; a table a migration added since is granted here.
 */
export const grantAppRole = async (db: Db, role: string): Promise<void> => {
  if (db.kind !== 'postgres') return;
  await db
    .tx(async (q) => {
      await q.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await q.query(`SELECT set_config('siam.app_role', $1, true)`, [role]);
      await q.exec(grants);
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code !== '42501') throw error;
      throw new Error(
        `the app role ${role} could not be set up (${(error as Error).message}): give DATABASE_URL's user CREATEROLE, or create ` +
          `the role once as a superuser: CREATE ROLE ${role} NOLOGIN; GRANT ${role} TO <DATABASE_URL's user>;`,
        { cause: error },
      );
    });
};
