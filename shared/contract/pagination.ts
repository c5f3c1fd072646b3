import { z } from 'zod';

/**
 * Keyset paging, one shape for every list that can grow: the client sends back the `next_cursor` of the page
 * it has (opaque: the server encodes the last row's sort key and id), the next page holds the rows after it in
 * the same order. Nothing is skipped or shown twice when rows arrive meanwhile, and page 500 costs what page 1
 * does. A cursor the server did not write is refused with BAD_CURSOR (1005), never a 5xx.
 */
export const cursorParam = z.string().max(200);

/** The `next_cursor` of an answer: null on the last page. */
export const nextCursor = z.string().nullable();

/**
 * A count on a table that can be huge is counted only up to a cap: `total` is exact while `total_capped` is
 * false, else "more than `total`".
 */
export const boundedTotal = { total: z.number().int(), total_capped: z.boolean() };
