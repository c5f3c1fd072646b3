import type { Queryable } from '@server/db/db';
import { fail } from './app-error';

/**
 * Keyset paging (`@contract/pagination`): a cursor is the last row's sort key and id, base64url of a JSON pair,
 * opaque to the client. A time key travels as PostgreSQL's own text of the timestamptz (`created_at::text`), so
 * it keeps the microseconds a JavaScript Date would drop (rows of the same millisecond are neither skipped nor
 * repeated). Anything the server did not write is BAD_CURSOR.
 */
type Keyset = { key: string; id: number };
type KeyKind = 'time' | 'integer';

const TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(?:[+-](\d{2})(?::(\d{2}))?|Z)$/;
const INTEGER = /^-?\d{1,18}$/;

/**
 * PostgreSQL's text of a timestamptz that is a real instant (a 31 February would be a 5xx at the database, and
 * so would an offset past 15:59, PostgreSQL's limit).
 */
const isTime = (text: string) => {
  const parts = TIME.exec(text);
  if (!parts) return false;
  const [y, mo, d, h, mi, se, oh, om] = [1, 2, 3, 4, 5, 6, 8, 9].map((k) => Number(parts[k] ?? 0));
  const day = new Date(Date.UTC(y!, mo! - 1, d!));
  const real = y! >= 1 && day.getUTCMonth() === mo! - 1 && day.getUTCDate() === d!;
  return real && h! < 24 && mi! < 60 && se! < 60 && oh! < 16 && om! < 60;
};

const encodeCursor = (key: string | number, id: number) =>
  Buffer.from(JSON.stringify([String(key), id]), 'utf8').toString('base64url');

/** The cursor's key and id, or null without a cursor; BAD_CURSOR for one the server did not write. */
export const readCursor = (cursor: string | undefined, kind: KeyKind): Keyset | null => {
  if (cursor === undefined || cursor === '') return null;
  if (!/^[\w-]{1,200}$/.test(cursor)) return fail('BAD_CURSOR');
  let pair: unknown;
  try {
    pair = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return fail('BAD_CURSOR');
  }
  if (!Array.isArray(pair) || pair.length !== 2) return fail('BAD_CURSOR');
  const [key, id] = pair as [unknown, unknown];
  const keyValid = typeof key === 'string' && (kind === 'time' ? isTime(key) : INTEGER.test(key));
  if (!keyValid || !Number.isSafeInteger(id) || (id as number) < 1) return fail('BAD_CURSOR');
  return { key, id: id as number };
};

/**
 * A page from `limit + 1` rows fetched in the page's order: the first `limit`, and the cursor after the last of
 * them when there was one more.
 */
export const keysetPage = <R extends { id: number; sort_key: string }>(rows: R[], limit: number) => {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor(last.sort_key, last.id) : null,
  };
};

/** The console counts huge tables only this far: past it a list says "more than 10,000". */
export const COUNT_CAP = 10_000;

/**
 * How many rows `fromWhere` (a `FROM ... WHERE ...` clause over `params`) holds, counted up to COUNT_CAP:
 * exact below it, capped past it (the count stops at the cap instead of reading a year of rows).
 */
export const boundedTotal = async (q: Queryable, fromWhere: string, params: unknown[]) => {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 ${fromWhere} LIMIT $${params.length + 1}) AS counted`,
    [...params, COUNT_CAP + 1],
  );
  const n = rows[0]?.n ?? 0;
  return { total: Math.min(n, COUNT_CAP), total_capped: n > COUNT_CAP };
};
