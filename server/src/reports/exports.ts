import { EXPORT_ROW_CAP, type ExportKind } from '@contract/admin/exports';
import { CSV_BOM, csvLine } from '@contract/csv';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { dayRange } from './bangkok-days';
import { exportSpecs } from './export-kinds';

const PAGE = 1000;

/**
 * One export of the console (export-kinds.ts) over a range of Bangkok days, as CSV lines (the one writer,
 * @contract/csv: BOM, CRLF, formula-safe cells). Refused before the first byte when the range holds more than
 * `cap` rows (EXPORT_TOO_LARGE: the answer is then the Thai refusal, not a cut file). Then read a page of rows at a
 * time, keyset on id between the range's first and last id as the count found them (rows added meanwhile are left
 * to the next export), so memory holds one page whatever the range. Who took which rows is audited
 * (`data.export`): an export carries members' phones and bank accounts out of the console.
 */
export const exportCsv = async (
  q: Queryable,
  kind: ExportKind,
  by: ByStaff,
  from: string,
  to: string,
  cap = EXPORT_ROW_CAP,
): Promise<AsyncIterable<string>> => {
  const agentId = by.actor.agentId;
  const spec = exportSpecs[kind];
  const range = dayRange(from, to);
  const where = `${spec.from} AND ${spec.at} >= $2 AND ${spec.at} < $3`;
  const args = [agentId, range.start.toISOString(), range.end.toISOString()];
  // Counting stops at cap + 1 rows: a refused range costs no more than an accepted one.
  const { rows } = await q.query<{ n: number; lo: string | null; hi: string | null }>(
    `SELECT count(*)::int AS n, (min(k) - 1)::text AS lo, max(k)::text AS hi
       FROM (SELECT ${spec.id} AS k FROM ${where} LIMIT $4) x`,
    [...args, cap + 1],
  );
  const { n, lo, hi } = rows[0]!;
  if (n > cap) fail('EXPORT_TOO_LARGE');
  await auditAs(q, by.meta, by.actor, {
    action: 'data.export',
    targetType: 'export',
    targetId: kind,
    after: { from, to, rows: n },
  });
  const page = `SELECT ${spec.columns}, ${spec.id}::text AS k FROM ${where}
                   AND ${spec.id} > $4::bigint AND ${spec.id} <= $5::bigint ORDER BY ${spec.id} LIMIT $6`;
  async function* lines() {
    yield CSV_BOM + csvLine(spec.header);
    let after = lo;
    while (after !== null && hi !== null) {
      const batch = await q.query<Record<string, string | number | null> & { k: string }>(page, [
        ...args,
        after,
        hi,
        PAGE,
      ]);
      if (batch.rows.length > 0) yield batch.rows.map((row) => csvLine(spec.line(row))).join('');
      after = batch.rows.length === PAGE ? batch.rows.at(-1)!.k : null;
    }
  }
  return lines();
};
