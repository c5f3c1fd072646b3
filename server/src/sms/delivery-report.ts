import type { Queryable } from '@server/db/db';
import type { AntsReportEntry } from './ants';

/** A report's general status name (ANTS "Status and Error codes") as the message's status; others change nothing. */
const FINAL: Record<string, 'delivered' | 'undelivered' | 'expired' | 'rejected'> = {
  DELIVERED: 'delivered',
  UNDELIVERED: 'undelivered',
  EXPIRED: 'expired',
  REJECTED: 'rejected',
};

/**
 * Applies a delivery report's entries to the messages they name (by the id the gateway answered, or ours). A
 * final status is written once: a repeated report, or a late PENDING after DELIVERED, changes nothing. The text
 * is blanked as well (a message refused at once never reached the `sent` step). Returns how many changed.
 */
export const applyDeliveryReport = async (
  db: Queryable,
  gateway: string,
  entries: AntsReportEntry[],
): Promise<number> => {
  let changed = 0;
  for (const entry of entries) {
    const status = FINAL[entry.statusName];
    if (!status) continue;
    const { rowCount } = await db.query(
      `UPDATE sms_messages
          SET status = $3, status_detail = $4, reported_at = now(), body = NULL,
              credits = coalesce($5::numeric, credits),
              cost = CASE WHEN $5::numeric IS NULL THEN cost ELSE ceil($5::numeric * price_per_segment)::bigint END
        WHERE gateway = $1 AND (provider_message_id = $2 OR ref::text = $2)
          AND status IN ('queued', 'sent')`,
      [gateway, entry.messageId, status, entry.description, entry.credits ?? null],
    );
    changed += rowCount ?? 0;
  }
  return changed;
};
