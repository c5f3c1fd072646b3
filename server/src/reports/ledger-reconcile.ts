import type { ReconcileReport } from '@contract/admin/ledger';
import type { Db } from '@server/db/db';
import { checkLedger } from '@server/ledger';
import { checkPlayTotals } from '@server/rewards/totals-check';
import { auditAs, type ByStaff } from '@server/staff/audit';

/**
 * A reconciliation run from the console: the same checks as `npm run ledger:check`, every invariant of the ledger
 * and the running totals of play and deposits against raw play. The run is audited (who ran it, and what it
 * found) in the transaction it reads in.
 */
export const reconcile = (db: Db, by: ByStaff): Promise<ReconcileReport> =>
  db.tx(async (q) => {
    const problems = [...(await checkLedger(q)), ...(await checkPlayTotals(q))];
    const report = { ok: problems.length === 0, problems, checked_at: new Date().toISOString() };
    await auditAs(q, by.meta, by.actor, {
      action: 'ledger.reconcile',
      targetType: 'ledger',
      after: { ok: report.ok, problems: problems.length },
    });
    return report;
  });
