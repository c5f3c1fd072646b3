import type { HelpContactBody } from '@contract/admin/protection';
import type { Db } from '@server/db/db';
import { helpContactOf, saveHelpContact } from '@server/protection/help';
import { auditAs, type ByStaff } from '@server/staff/audit';

/** The safety page's help contact saved by staff, with its audit row in the same transaction; answers it. */
export const saveHelpContactAsStaff = (db: Db, by: ByStaff, body: HelpContactBody) =>
  db.tx(async (q) => {
    const agentId = by.actor.agentId;
    const before = await helpContactOf(q, agentId);
    await saveHelpContact(q, agentId, body);
    await auditAs(q, by.meta, by.actor, {
      action: 'protection.help',
      targetType: 'agent',
      targetId: agentId,
      before,
      after: body,
    });
    return helpContactOf(q, agentId);
  });
