import { expect } from 'vitest';
import type { Queryable } from '@server/db/db';

type Page = { error: number; data: { items: { id: number }[]; next_cursor: string | null } };

/**
 * Every page of a keyset list, from the first to the one without `next_cursor`, calling `between` after each
 * page (the test's concurrent inserts). Answers the ids in the order the pages gave them, and fails on an id
 * seen twice (what OFFSET paging does when a row arrives between two pages).
 */
export const walkPages = async (
  fetchPage: (cursor: string | undefined) => Promise<Page>,
  between: (page: number) => Promise<unknown> = async () => {},
) => {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1000; page += 1) {
    const answer = await fetchPage(cursor);
    expect(answer.error).toBe(0);
    ids.push(...answer.data.items.map((item) => item.id));
    if (answer.data.next_cursor === null) break;
    cursor = answer.data.next_cursor;
    await between(page);
  }
  expect(new Set(ids).size).toBe(ids.length);
  return ids;
};

/** Cursors no server wrote: each must be refused with BAD_CURSOR (1005) at HTTP 200, never a 5xx. */
const badCursors = [
  'not a cursor',
  '!!!',
  Buffer.from('{"a":1}').toString('base64url'),
  Buffer.from('["yesterday",5]').toString('base64url'),
  Buffer.from('["2026-01-01 00:00:00+00",-1]').toString('base64url'),
  Buffer.from('["2026-01-01 00:00:00+00",1.5]').toString('base64url'),
  Buffer.from('["9999999999999999999",1]').toString('base64url'),
  Buffer.from('["2026-13-45 99:00:00+00",1]').toString('base64url'),
  Buffer.from('["2026-02-31 10:00:00+07",1]').toString('base64url'),
  Buffer.from('["0000-01-01 00:00:00+00",1]').toString('base64url'),
  // An offset PostgreSQL cannot read (beyond 15:59): the database's own error, a 5xx, before it was checked.
  Buffer.from('["2026-01-01 00:00:00+16",1]').toString('base64url'),
  Buffer.from('["2026-01-01 00:00:00-07:60",1]').toString('base64url'),
  'x'.repeat(200),
];

/**
 * The walk against the table: every row there before it (`originalSql`, in the list's order) seen once and in
 * that order, and everything seen (concurrent rows too) in the order of (`sortColumn` DESC, id DESC).
 */
export const expectKeysetOrder = async (
  db: Queryable,
  seen: number[],
  original: number[],
  { table, sortColumn }: { table: string; sortColumn: string },
) => {
  expect(seen.filter((id) => original.includes(id))).toEqual(original);
  const order = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM ${table} WHERE id = ANY($1) ORDER BY ${sortColumn} DESC, id DESC`,
    [seen],
  );
  expect(seen).toEqual(order.rows.map((row) => row.id));
};

/** Every cursor of `badCursors` (and `more`) sent through `send`: each refused with BAD_CURSOR at HTTP 200. */
export const expectBadCursorsRefused = async (
  send: (cursor: string) => Promise<{ status: number; error: number }>,
  more: string[] = [],
) => {
  for (const cursor of [...badCursors, ...more]) {
    const answer = await send(cursor);
    expect([answer.status, answer.error]).toEqual([200, 1005]);
  }
};
