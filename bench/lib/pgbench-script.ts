import type { Statement } from './sql-capture';

/**
 * A value that request number i puts into its SQL (a member id, a transaction id, a token's hash), and the same
 * value as a SQL expression of pgbench's variable `:i`, so that each pgbench transaction works on its own rows
 * exactly as each request does.
 */
export type RequestValue = { value: string; sql: string };

/**
 * A value the database makes while the request runs (a new row's id) and a later statement of the same request
 * sends back: pgbench takes it from the result of the first statement matching `from` (`\aset`), column
 * `column`.
 */
export type GeneratedValue = { value: string; from: RegExp; column: string };

/** pgbench's `:i` as a bigint inside an expression (a bare parameter would take its type from the context). */
export const I = 'CAST(:i AS bigint)';

/**
 * The script's head: `:i` counts this client's transactions from `:base` (pgbench -D base=.. -D seq=0
 * -D clients=..), so no two transactions of a run share an i, as no two requests do.
 */
const HEAD = ['\\set seq :seq + 1', '\\set i :base + :seq * :clients + :client_id'];
const OWN_VARIABLES = new Set(['i', 'seq', 'base', 'clients', 'client_id']);
const isOwnVariable = (name: string) => OWN_VARIABLES.has(name) || /^g\d+_\w+$/.test(name);

/** A string literal pgbench leaves alone: it would read `:name` as a variable even inside quotes. */
const literal = (text: string) =>
  `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll(':', '\\x3a').replaceAll('\n', '\\n')}'`;

type Part = { text: string } | { value: number } | { random: number };

const isNumber = (text: string) => /^\d+$/.test(text);

/** Where `needle` next occurs in `haystack` from `from`; a number only where no digit touches it. */
const occurrence = (haystack: string, needle: string, from: number) => {
  for (let at = haystack.indexOf(needle, from); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!isNumber(needle)) return at;
    const before = haystack[at - 1] ?? '';
    const after = haystack[at + needle.length] ?? '';
    if (!/\d/.test(before) && !/\d/.test(after)) return at;
  }
  return -1;
};

/** `text` as literal pieces and request values (longest first where two start at one place). */
const partsOf = (text: string, values: RequestValue[]): Part[] => {
  const parts: Part[] = [];
  let at = 0;
  while (at < text.length) {
    let best: { at: number; k: number } | null = null;
    values.forEach(({ value }, k) => {
      if (value === '') return;
      const found = occurrence(text, value, at);
      const better =
        found >= 0 &&
        (!best || found < best.at || (found === best.at && value.length > values[best.k]!.value.length));
      if (better) best = { at: found, k };
    });
    const next = best as { at: number; k: number } | null;
    if (!next) break;
    if (next.at > at) parts.push({ text: text.slice(at, next.at) });
    parts.push({ value: next.k });
    at = next.at + values[next.k]!.value.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
};

const render = (parts: Part[], values: RequestValue[], randoms: string[]) =>
  parts
    .map((p) => ('text' in p ? p.text : 'value' in p ? values[p.value]!.value : randoms[p.random]!))
    .join('');

const expressionOf = (parts: Part[], values: RequestValue[]) =>
  parts
    .map((p) =>
      'text' in p
        ? literal(p.text)
        : 'value' in p
          ? `(${values[p.value]!.sql})::text`
          : // A random value the server made (a session token's hash): random-looking and unique per i.
            `encode(sha256(convert_to('random ${p.random} ' || :i, 'UTF8')), 'hex')`,
    )
    .join(' || ') || "''";

/**
 * A pgbench script running the statements one request sends, parameterised by `:i`: the statements captured of
 * two requests (numbers `a.i` and `b.i`) must be the same SQL, and every parameter must be explained by the
 * requests' values (or be a random 64-hex value the server made); anything else throws, as the script would
 * then not do the endpoint's work. `types[k]` are the parameter types of statement k (pg_prepared_statements).
 */
export const pgbenchScript = (
  a: { i: number; statements: Statement[] },
  b: { i: number; statements: Statement[] },
  valuesOf: (i: number) => RequestValue[],
  types: string[][],
  generated: { a: GeneratedValue[]; b: GeneratedValue[] } = { a: [], b: [] },
) => {
  if (
    a.statements.length !== b.statements.length ||
    a.statements.some((s, k) => s.sql !== b.statements[k]!.sql)
  ) {
    throw new Error(
      `two requests sent different SQL:\n${a.statements.map((s) => s.sql).join('\n')}\n---\n${b.statements.map((s) => s.sql).join('\n')}`,
    );
  }
  // A generated value is read back from the first statement that makes it (`\aset g<k>_`).
  const asets = new Set<number>();
  const asRequestValues = (values: GeneratedValue[]) =>
    values.map(({ value, from, column }) => {
      const k = a.statements.findIndex((statement) => from.test(statement.sql));
      if (k < 0) throw new Error(`no statement matches ${String(from)}`);
      asets.add(k);
      return { value, sql: `CAST(:g${k}_${column} AS bigint)` };
    });
  const va = [...valuesOf(a.i), ...asRequestValues(generated.a)];
  const vb = [...valuesOf(b.i), ...asRequestValues(generated.b)];
  // Two values that look alike in a captured request would be told apart by chance only.
  for (const [x, y] of va.flatMap((x, k) => va.slice(k + 1).map((y) => [x, y] as const))) {
    if (x.value === y.value && x.sql !== y.sql) {
      throw new Error(
        `two request values are both '${x.value}' (${x.sql} / ${y.sql}): give the fixture other ids`,
      );
    }
  }
  const randomsA: string[] = [];
  const randomsB: string[] = [];
  const lines = [...HEAD];
  a.statements.forEach((statement, k) => {
    const expressions = statement.params.map((pa, n) => {
      const pb = b.statements[k]!.params[n] ?? null;
      const type = types[k]?.[n] ?? 'text';
      if (pa === null || pb === null) {
        if (pa !== pb) throw new Error(`statement ${k} parameter $${n + 1}: null for one request only`);
        return `CAST(NULL AS ${type})`;
      }
      let parts = partsOf(pa, va);
      if (render(parts, vb, randomsB) !== pb) {
        if (!/^[0-9a-f]{64}$/.test(pa) || !/^[0-9a-f]{64}$/.test(pb)) {
          throw new Error(
            `statement ${k} parameter $${n + 1} unexplained: '${pa}' / '${pb}'\n${statement.sql}`,
          );
        }
        const seen = randomsA.indexOf(pa);
        if (seen < 0) {
          randomsA.push(pa);
          randomsB.push(pb);
        } else if (randomsB[seen] !== pb)
          throw new Error(`statement ${k} parameter $${n + 1}: random mismatch`);
        parts = [{ random: seen < 0 ? randomsA.length - 1 : seen }];
      }
      return `CAST(${expressionOf(parts, va)} AS ${type})`;
    });
    const sql = statement.sql
      .replace(/;\s*$/, '')
      .replace(/\$(\d+)/g, (_, n: string) => expressions[Number(n) - 1] ?? `$${n}`);
    lines.push(asets.has(k) ? `${sql} \\aset g${k}_` : `${sql};`);
  });
  const script = `${lines.join('\n')}\n`;
  for (const [, name] of script.matchAll(/(?<!:):([A-Za-z_]\w*)/g)) {
    if (!isOwnVariable(name!)) throw new Error(`pgbench would read ':${name}' as a variable:\n${script}`);
  }
  return script;
};
