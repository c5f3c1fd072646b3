import type { Db } from '@server/db/db';
import type { DbRole } from '@server/db/open';

/**
 * One database per test worker, handed from file to file and put back as the template left it, instead of a
 * fresh copy for each file (PGlite: a copy of the template's data directory and PostgreSQL's start in WebAssembly,
 * about 0.6 s of CPU; PostgreSQL: CREATE DATABASE from the template and DROP DATABASE at the end, each with a
 * checkpoint). A file's database is given back when it closes; the next file's open finds the tables written since
 * the last reset (rows with a newer xmin, or a seeded table whose row count changed), empties them, puts the
 * template's rows back into the seeded ones and every sequence where it was. A database that cannot be put back
 * (its schema changed; a connection of the last file still open on PostgreSQL; a reset that failed) is never handed
 * on: the next file gets a fresh copy.
 */
export type Baseline = {
  tables: string[];
  /** The template's rows of the tables it seeds, as JSON, and the columns an INSERT may write. */
  seeded: Record<string, { rows: number; json: string; columns: string[] }>;
  sequences: Record<string, { value: string; called: boolean }>;
  schema: string;
};

/** A database a worker holds: `admin` runs the reset as its owner; `lend` gives a file its own handle on it. */
export type Held = {
  admin: Db;
  mark: string;
  /** The file's handle (PostgreSQL: a pool of its own, as `role`); its close hands the database back. */
  lend: (role: DbRole, handBack: () => Promise<void>) => Promise<Db>;
  /** Connections on the database other than `admin`'s (PostgreSQL); none once a file's pool ended. */
  others: () => Promise<number>;
  dispose: () => Promise<void>;
};

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

// Everything a test could change in the schema itself: relations, their columns and grants, functions' bodies,
// triggers and whether they fire, constraints, policies, this database's stored settings.
const schemaFingerprint = async (db: Db) => {
  const { rows } = await db.query<{ schema: string }>(
    `SELECT md5(concat_ws('|',
       (SELECT string_agg(concat_ws(',', c.oid, c.relname, c.relkind, c.relnatts, c.relrowsecurity, c.relacl::text), ';' ORDER BY c.oid)
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'),
       (SELECT count(*) FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND NOT a.attisdropped),
       (SELECT string_agg(concat_ws(',', p.oid, md5(p.prosrc), p.proconfig::text, p.proacl::text), ';' ORDER BY p.oid)
          FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
         WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')),
       (SELECT string_agg(concat_ws(',', oid, tgenabled), ';' ORDER BY oid) FROM pg_trigger),
       (SELECT string_agg(concat_ws(',', oid, convalidated), ';' ORDER BY oid) FROM pg_constraint),
       (SELECT count(*) FROM pg_policy), (SELECT count(*) FROM pg_namespace),
       (SELECT count(*) FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase
         WHERE d.datname = current_database())
     )) AS schema`,
  );
  return rows[0]!.schema;
};

const sequenceValues = async (db: Db, names: string[]) => {
  if (names.length === 0) return {};
  const { rows } = await db.query<{ name: string; value: string; called: boolean }>(
    names
      .map(
        (name) =>
          `SELECT ${literal(name)} AS name, last_value::text AS value, is_called AS called FROM ${name}`,
      )
      .join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, { value: row.value, called: row.called }]));
};

// The transaction counter as a row's xmin shows it (32 bits: txid_current carries the epoch above them).
const currentMark = async (db: Db) =>
  (await db.query<{ mark: string }>(`SELECT (txid_current() % 4294967296)::text AS mark`)).rows[0]!.mark;

/** What the template holds (global-setup.ts reads it once for the run). */
export const readBaseline = async (db: Db): Promise<Baseline> => {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg_toast%' AND NOT c.relispartition
      ORDER BY 1`,
  );
  const seeded: Baseline['seeded'] = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ rows: number; json: string | null }>(
      `SELECT count(*)::int AS rows, json_agg(t ORDER BY t.ctid)::text AS json FROM ${name} t`,
    );
    if (rows[0]!.rows === 0) continue;
    const { rows: columns } = await db.query<{ name: string }>(
      `SELECT quote_ident(attname) AS name FROM pg_attribute
        WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [name],
    );
    seeded[name] = {
      rows: rows[0]!.rows,
      json: rows[0]!.json!,
      columns: columns.map((column) => column.name),
    };
  }
  const { rows: sequences } = await db.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences ORDER BY 1`,
  );
  return {
    tables: tables.map((table) => table.name),
    seeded,
    sequences: await sequenceValues(
      db,
      sequences.map((sequence) => sequence.name),
    ),
    schema: await schemaFingerprint(db),
  };
};

/** The tables written since `mark`: a row newer than it, or a seeded table with another number of rows. */
const writtenSince = async (db: Db, baseline: Baseline, mark: string) => {
  const probes = baseline.tables.map((name) => {
    const seeded = baseline.seeded[name];
    const changed = `EXISTS (SELECT 1 FROM ${name} WHERE xmin::text::bigint > ${mark})`;
    const counted = seeded ? ` OR (SELECT count(*) FROM ${name}) <> ${seeded.rows}` : '';
    return `SELECT ${literal(name)} AS name WHERE ${changed}${counted}`;
  });
  const { rows } = await db.query<{ name: string }>(probes.join(' UNION ALL '));
  return rows.map((row) => row.name);
};

/** Puts `held` back as the template left it; null when it cannot be. */
const reset = async ({ admin, mark, others }: Held, baseline: Baseline): Promise<string | null> => {
  if ((await others()) > 0) return null;
  await admin.exec('DISCARD ALL');
  if ((await schemaFingerprint(admin)) !== baseline.schema) return null;
  const written = await writtenSince(admin, baseline, mark);
  if (written.length > 0) {
    // As a replica applies rows: no trigger (the ledger's refusals of DELETE, foreign keys) fires. Emptied and
    // vacuumed before the template's rows go back, so that they lie where a fresh copy has them (a query without
    // ORDER BY reads them in the same order) and a worker's hundredth file scans what its first did.
    await admin.exec(
      `SET session_replication_role = replica; ${written.map((name) => `DELETE FROM ${name};`).join(' ')}`,
    );
    for (const name of written) await admin.exec(`VACUUM ${name}`);
    for (const name of written) {
      const seeded = baseline.seeded[name];
      if (!seeded) continue;
      const columns = seeded.columns.join(', ');
      await admin.query(
        `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE
         SELECT ${columns} FROM json_populate_recordset(NULL::${name}, $1::json)`,
        [seeded.json],
      );
    }
    await admin.exec('RESET session_replication_role');
  }
  const now = await sequenceValues(admin, Object.keys(baseline.sequences));
  const moved = Object.entries(baseline.sequences).filter(([name, then]) => {
    const current = now[name]!;
    return current.value !== then.value || current.called !== then.called;
  });
  if (moved.length > 0)
    await admin.query(
      `SELECT ${moved.map(([name, then]) => `setval(${literal(name)}, ${then.value}, ${then.called})`).join(', ')}`,
    );
  return currentMark(admin);
};

let idle: Held | null = null;

/**
 * A database for one file: the worker's own put back as the template left it when there is one to hand, else
 * `open()` (a fresh copy). Closing the answer hands it on; nothing reaches it through the answer afterwards.
 */
export const reusedDb = async (baseline: Baseline, role: DbRole, open: () => Promise<Held>): Promise<Db> => {
  let held = idle;
  idle = null;
  if (held) {
    const mark = await reset(held, baseline).catch(() => null);
    if (mark === null) {
      await held.dispose().catch(() => {});
      held = null;
    } else held.mark = mark;
  }
  if (!held) {
    held = await open();
    held.mark = await currentMark(held.admin);
  }
  const lent = held;
  return guarded(
    await lent.lend(role, async () => {
      if (idle) await lent.dispose().catch(() => {});
      else idle = lent;
    }),
  );
};

/** `db` refusing every statement once closed, so that a late job of one file never writes into the next one's. */
const guarded = (db: Db): Db => {
  let closed = false;
  const open = async () => {
    if (closed) throw new Error('the database is closed');
  };
  const stops = new Set<() => Promise<void>>();
  return {
    ...db,
    query: (...args) => open().then(() => db.query(...args)),
    exec: (sql) => open().then(() => db.exec(sql)),
    tx: (work) => open().then(() => db.tx(work)),
    ...(db.listen && {
      listen: async (channel, onPayload, onGap) => {
        await open();
        const stop = await db.listen!(channel, onPayload, onGap);
        const once = async () => {
          stops.delete(once);
          await stop();
        };
        stops.add(once);
        return once;
      },
    }),
    close: async () => {
      if (closed) return;
      closed = true;
      for (const stop of [...stops]) await stop().catch(() => {});
      await db.close();
    },
  };
};
