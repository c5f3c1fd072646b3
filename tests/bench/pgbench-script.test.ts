import { describe, expect, it } from 'vitest';
import { I, pgbenchScript, type RequestValue } from '@bench/lib/pgbench-script';
import { parseStatementLog } from '@bench/lib/sql-capture';

const log = (pid: number, level: string, message: string) =>
  `2026-11-23 15:00:00.000 UTC [${pid}] ${level}:  ${message}`;

describe('parseStatementLog', () => {
  it("reads simple and extended statements with their parameters, leaving out the capture's own", () => {
    const text = [
      log(7, 'LOG', 'statement: BEGIN'),
      log(7, 'LOG', 'execute seamless_claim: INSERT INTO t (a, b)'),
      '\t VALUES ($1, $2)',
      log(7, 'DETAIL', "parameters: $1 = 'it''s', $2 = NULL"),
      log(9, 'LOG', 'statement: ALTER SYSTEM RESET log_statement'),
      log(8, 'LOG', 'statement: SELECT pg_reload_conf()'),
      log(7, 'LOG', 'statement: COMMIT'),
    ].join('\n');
    expect(parseStatementLog(text, 9)).toEqual([
      { sql: 'BEGIN', params: [], prepared: false },
      { sql: 'INSERT INTO t (a, b)\n\t VALUES ($1, $2)', params: ["it's", null], prepared: true },
      { sql: 'COMMIT', params: [], prepared: false },
    ]);
  });

  it('refuses a capture in which a statement failed', () => {
    expect(() => parseStatementLog(log(7, 'ERROR', 'duplicate key'), 0)).toThrow(/failed/);
  });
});

describe('pgbenchScript', () => {
  const member = (i: number): RequestValue => ({ value: String(1000 + (i % 10)), sql: `${I} % 10 + 1000` });
  const tx = (i: number): RequestValue => ({ value: `bt${i}`, sql: `'bt' || ${I}` });
  const values = (i: number) => [member(i), tx(i)];
  const request = (i: number) => ({
    i,
    statements: [
      { sql: 'SELECT f($1, $2, $3)', params: [String(1000 + (i % 10)), `key:bt${i}`, '1'], prepared: true },
      { sql: 'COMMIT', params: [], prepared: false },
    ],
  });

  it('writes each varying parameter as an expression of :i and keeps constants, with no stray variables', () => {
    const script = pgbenchScript(request(21), request(22), values, [['bigint', 'text', 'integer'], []]);
    expect(script).toContain(`CAST((${I} % 10 + 1000)::text AS bigint)`);
    expect(script).toContain(`CAST(E'key\\x3a' || ('bt' || ${I})::text AS text)`);
    expect(script).toContain(`CAST(E'1' AS integer)`);
    expect(script).toContain('COMMIT;');
  });

  it('refuses a parameter the request values do not explain', () => {
    const b = request(22);
    b.statements[0]!.params[2] = '2';
    expect(() => pgbenchScript(request(21), b, values, [['bigint', 'text', 'integer'], []])).toThrow(
      /unexplained/,
    );
  });

  it('refuses two requests that sent different SQL', () => {
    const b = request(22);
    b.statements[1]!.sql = 'ROLLBACK';
    expect(() => pgbenchScript(request(21), b, values, [[], []])).toThrow(/different SQL/);
  });

  it('reads a value the database made back from the statement that returned it', () => {
    const made = (i: number) => ({
      i,
      statements: [
        {
          sql: 'INSERT INTO w (m) VALUES ($1) RETURNING id',
          params: [String(1000 + (i % 10))],
          prepared: true,
        },
        { sql: 'UPDATE w SET x = 1 WHERE id = $1', params: [String(5000 + i)], prepared: false },
      ],
    });
    const script = pgbenchScript(made(21), made(22), values, [['bigint'], ['bigint']], {
      a: [{ value: '5021', from: /^INSERT INTO w/, column: 'id' }],
      b: [{ value: '5022', from: /^INSERT INTO w/, column: 'id' }],
    });
    expect(script).toContain('RETURNING id \\aset g0_');
    expect(script).toContain('WHERE id = CAST((CAST(:g0_id AS bigint))::text AS bigint);');
  });
});
