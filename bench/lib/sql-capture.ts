import { readFileSync, statSync } from 'node:fs';
import type { Db } from '@server/db/db';

/** One statement as a client sent it: the SQL text and its parameters as PostgreSQL received them (text). */
export type Statement = {
  sql: string;
  params: (string | null)[];
  /** Sent as a named prepared statement (parsed and planned once per connection), not `<unnamed>` or simple. */
  prepared: boolean;
};

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

// PostgreSQL's default log_line_prefix '%m [%p] ': time with zone, [pid], then the level.
const entryStart = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \S+ \[(\d+)\] ([A-Z]+): {2}([\s\S]*)$/;

/** `$1 = '...', $2 = NULL, ...` of a DETAIL line, quotes undone. */
const parseParams = (text: string) => {
  const params: (string | null)[] = [];
  const one = /\$(\d+) = (NULL|'((?:[^']|'')*)')(?:, |$)/y;
  for (let m = one.exec(text); m; m = one.exec(text)) {
    params[Number(m[1]) - 1] = m[2] === 'NULL' ? null : m[3]!.replaceAll("''", "'");
    if (one.lastIndex >= text.length) break;
  }
  return params;
};

/** The statements logged in `text` (log_statement = all), in order, leaving out those of `skipPid`. */
export const parseStatementLog = (text: string, skipPid: number): Statement[] => {
  const entries: { pid: number; level: string; message: string }[] = [];
  for (const line of text.split('\n')) {
    const m = entryStart.exec(line);
    if (m) entries.push({ pid: Number(m[1]), level: m[2]!, message: m[3]! });
    else if (entries.length > 0 && line !== '') entries[entries.length - 1]!.message += `\n${line}`;
  }
  const statements: Statement[] = [];
  let last: Statement | undefined;
  for (const { pid, level, message } of entries) {
    // The capture's own switching, from whichever of the admin pool's connections ran it.
    if (
      pid === skipPid ||
      /^(statement: )?(ALTER SYSTEM|SELECT pg_reload_conf\(\)|SELECT pg_backend_pid\(\))/.test(message)
    ) {
      continue;
    }
    const simple = /^statement: ([\s\S]*)$/.exec(message);
    const extended = /^execute ([^:]+): ([\s\S]*)$/.exec(message);
    if (level === 'LOG' && (simple || extended)) {
      const sql = simple ? simple[1]! : extended![2]!;
      last = { sql: sql.trim(), params: [], prepared: Boolean(extended && extended[1] !== '<unnamed>') };
      statements.push(last);
    } else if (level === 'DETAIL' && last && message.startsWith('parameters: ')) {
      last.params = parseParams(message.slice('parameters: '.length));
    } else if (level === 'ERROR') {
      throw new Error(`a captured statement failed: ${message}`);
    }
  }
  return statements;
};

/**
 * What the server receives while `work` runs: log_statement is switched on for the whole cluster (every backend
 * applies a reload before its next command), `work` runs, and the log written meanwhile is read back. `admin`'s
 * own statements are left out; nothing else may talk to the cluster meanwhile.
 */
export const captureStatements = async (logFile: string, admin: Db, work: () => Promise<void>) => {
  const { rows } = await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const from = statSync(logFile).size;
  await admin.query(`ALTER SYSTEM SET log_statement = 'all'`);
  await admin.query('SELECT pg_reload_conf()');
  await pause(1000); // the postmaster passes the reload on to every backend
  try {
    await work();
  } finally {
    await admin.query('ALTER SYSTEM RESET log_statement');
    await admin.query('SELECT pg_reload_conf()');
    await pause(300);
  }
  const text = readFileSync(logFile).subarray(from).toString('utf8');
  return parseStatementLog(text, rows[0]!.pid);
};
