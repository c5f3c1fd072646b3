import type { ReconcileReport } from '@contract/admin/ledger';
import type { Db } from '@server/db/db';
import { checkLedger, hasLedgerMarks, readLedgerMark } from '@server/ledger';
import { checkPlayTotals } from '@server/rewards/totals-check';
import { checkPlayTotalsSince } from '@server/rewards/totals-check-since';
import { auditAs, type ByStaff } from '@server/staff/audit';

/**
 * A reconciliation run from the console: the same checks as `npm run ledger:check`, every invariant of the ledger
 * and the running totals of play and deposits against raw play, from the last clean run's mark as the command
 * does (all history when there is none): a year's full check takes minutes, past a request's statement limit. It
 * leaves no mark (the command's runs do; their weekly --full covers what a run from a mark cannot see). The run
 * is audited (who ran it, and what it found) in the transaction it reads in.
 */
export const reconcile = (db: Db, by: ByStaff): Promise<ReconcileReport> =>
  db.tx(async (q) => {
    const mark = (await hasLedgerMarks(q)) ? await readLedgerMark(q) : null;
    const problems = mark
      ? [...(await checkLedger(q, { since: mark })), ...(await checkPlayTotalsSince(q, mark))]
      : [...(await checkLedger(q)), ...(await checkPlayTotals(q))];
    const report = {
      ok: problems.length === 0,
      problems,
      checked_at: new Date().toISOString(),
      since: mark ? mark.checkedAt.toISOString() : null,
    };
    await auditAs(q, by.meta, by.actor, {
      action: 'ledger.reconcile',
      targetType: 'ledger',
      after: { ok: report.ok, problems: problems.length },
    });
    return report;
  });
