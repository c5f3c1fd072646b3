import { createHash } from 'node:crypto';
import { fingerprint } from '@server/ledger/apply';
import { I, type RequestValue } from './pgbench-script';

/**
 * Request values shared by the endpoint suites. Fixture rows are numbered: request i works on member
 * `i % count`, whose ids are contiguous from the first one's (checked by `contiguousIds`).
 */
export const contiguousIds = (ids: number[], what: string) => {
  ids.forEach((id, k) => {
    if (id !== ids[0]! + k) throw new Error(`${what} ids are not contiguous: the bench cannot number them`);
  });
  return ids[0]!;
};

/** The ids of `rows` in the order of their members in `members` (which must each have one). */
export const inMemberOrder = (members: number[], rows: { id: number; member_id: number }[]) => {
  const byMember = new Map(rows.map((row) => [row.member_id, row.id]));
  return members.map((member) => byMember.get(member) ?? NaN);
};

/** The id of row `i % count` of a contiguous run starting at `first`. */
export const rowId = (i: number, count: number, first: number): RequestValue => ({
  value: String(first + (i % count)),
  sql: `${I} % ${count} + ${first}`,
});

/** `prefix` followed by the request number: a transaction id, a round, a request id. */
export const numbered = (prefix: string, i: number): RequestValue => ({
  value: `${prefix}${i}`,
  sql: `'${prefix}' || ${I}`,
});

/** The sha256 hex of `prefix` + a row id (how sessions store their tokens). */
export const tokenHash = (prefix: string, id: RequestValue): RequestValue => ({
  value: createHash('sha256').update(`${prefix}${id.value}`).digest('hex'),
  sql: `encode(sha256(convert_to('${prefix}' || (${id.sql}), 'UTF8')), 'hex')`,
});

/**
 * The fingerprint the ledger stores with a one-leg call's key (apply.ts). It is compared only when a key comes
 * back, so pgbench stores a stand-in of the same length, unique per i.
 */
export const ledgerFingerprint = (
  op: 'transfer' | 'hold',
  kind: string,
  leg: { from: unknown; to: unknown; amount: number },
): RequestValue => fingerprintStandIn(fingerprint({ op, content: { kind, legs: [leg] } }), 'fingerprint');

/**
 * Any other fingerprint of the one convention (a lotto bill's request id): compared only when its key comes
 * back, so pgbench stores a stand-in of the same length, unique per i and per `label`.
 */
export const fingerprintStandIn = (value: string, label: string): RequestValue => ({
  value,
  sql: `left(encode(sha256(convert_to('${label} ' || ${I}, 'UTF8')), 'hex'), ${value.length})`,
});
