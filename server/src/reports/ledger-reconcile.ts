import type { ReconcileReport } from '@contract/admin/ledger';
import type { Db } from '@server/db/db';
import { checkLedger } from '@server/ledger';
import { auditAs, type ByStaff } from '@server/staff/audit';

/**
 * A reconciliation run from the console: the same `checkLedger` as `npm run ledger:check`, every invariant.
 * The run is audited (who ran it, and what it found) in the transaction it reads in.
 */
export const reconcile = (db: Db, by: ByStaff): Promise<ReconcileReport> =>
  db.tx(async (q) => {
    const problems = await checkLedger(q);
    const report = { ok: problems.length === 0, problems, checked_at: new Date().toISOString() };
    await auditAs(q, by.meta, by.actor, {
      action: 'ledger.reconcile',
      targetType: 'ledger',
      after: { ok: report.ok, problems: problems.length },
    });
    return report;
  });
