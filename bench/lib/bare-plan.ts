import type { Statement } from './sql-capture';

/** A captured parameter: literal text, or the request's value number `value` (BarePlan). */
type BareParam = { text: string } | { value: number };

/**
 * What read-path-target.ts's bare route does (read from the JSON file BENCH_BARE_PLAN): answer `method path`
 * with `body` (exactly the bytes the real app answered); when `databaseUrl` is set, first run `statements` (the SQL the app sent for
 * the same request, captured) through a bare `pg` Pool of `poolSize`, each statement prepared, its parameters
 * taken from `values[authorization header]` (the same member's token hash, wallet ids, ... as the app's).
 */
export type BarePlan = {
  method: 'GET' | 'POST';
  path: string;
  body: string;
  databaseUrl?: string;
  poolSize: number;
  statements: { sql: string; params: (BareParam | null)[] }[];
  values: Record<string, string[]>;
};

/**
 * The captured statements of request a as a template of request values, checked against request b's: every
 * parameter either the same text in both, or request values at the same places; anything else throws, as the
 * bound would then not do the app's work.
 */
export const bareStatements = (
  a: { values: string[]; statements: Statement[] },
  b: { values: string[]; statements: Statement[] },
): BarePlan['statements'] => {
  const same =
    a.statements.length === b.statements.length &&
    a.statements.every((s, k) => s.sql === b.statements[k]!.sql);
  if (!same) throw new Error('two requests sent different SQL');
  return a.statements.map((statement, k) => ({
    sql: statement.sql,
    params: statement.params.map((pa, n): BareParam | null => {
      const pb = b.statements[k]!.params[n] ?? null;
      const v = pa === null ? -1 : a.values.indexOf(pa);
      const param: BareParam | null = pa === null ? null : v >= 0 ? { value: v } : { text: pa };
      const rendered = param === null ? null : 'text' in param ? param.text : b.values[param.value];
      if (rendered !== pb)
        throw new Error(`statement ${k} parameter $${n + 1} unexplained: '${pa}' / '${pb}'`);
      return param;
    }),
  }));
};
