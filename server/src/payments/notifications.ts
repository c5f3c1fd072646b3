import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { applyOrderStatus, type SettleOutcome } from './deposit-settlement';
import { ORDER_COLUMNS, type OrderRow } from './order-views';
import { providerFor } from './providers';

export type NotificationOutcome = SettleOutcome | 'duplicate';

/**
 * One provider notification: verified (signature over body and timestamp, replay window), then applied once.
 * Copies of one event queue on the order's row lock and then find the event recorded, so only the first changes
 * anything (the ledger key of the order guards the credit as well); a refused notification (unknown order,
 * changed amount) is not recorded and changes nothing.
 */
export const processNotification = async (
  db: Db,
  providerCode: string,
  rawBody: string,
  headers: Record<string, string | undefined>,
  /** Business time (`app.clock()`): a credit is dated by it. The signature's freshness is the provider's. */
  at?: Date,
): Promise<{ outcome: NotificationOutcome; order_id: string }> => {
  const provider = await providerFor(db, providerCode);
  if (!provider) return fail('PAYMENT_PROVIDER_UNKNOWN');
  const check = provider.readNotification(rawBody, headers);
  if (!check.ok) return fail(check.reason === 'stale' ? 'PAYMENT_STALE_TIMESTAMP' : 'PAYMENT_BAD_SIGNATURE');
  const { notice } = check;
  return db.tx(async (q) => {
    const { rows } = await q.query<OrderRow & { seen: boolean }>(
      `SELECT ${ORDER_COLUMNS},
              EXISTS (SELECT 1 FROM payment_notifications n WHERE n.provider = $1 AND n.event_id = $4) AS seen
         FROM deposit_orders WHERE provider = $1 AND provider_order_id = $2 AND ref = $3 FOR UPDATE`,
      [provider.code, notice.providerOrderId, notice.merchantRef, notice.eventId],
      { name: 'notification_order' }, // every notification
    );
    const order = rows[0];
    if (!order) return fail('PAYMENT_ORDER_NOT_FOUND');
    // Copies of this event waited on the order's lock above; once the first has committed they see it here.
    if (order.seen) return { outcome: 'duplicate' as const, order_id: order.ref };
    // The outcome and the notice are written together (the credit, when paid, in one statement with it).
    const outcome = await applyOrderStatus(
      q,
      order,
      notice.status,
      notice.amount,
      { provider: provider.code, eventId: notice.eventId, status: notice.status, amount: notice.amount },
      at,
    );
    return { outcome, order_id: order.ref };
  });
};
