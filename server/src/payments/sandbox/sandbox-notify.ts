import { randomBytes } from 'node:crypto';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { providerRow } from '@server/payments/provider';
import { signNotification } from '@server/payments/signature';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  type SandboxNotificationBody,
} from './sandbox-provider';

/** How a notification reaches the platform: HTTP from the CLI, `app.inject` in tests. */
export type Transport = (
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; error: number | null }>;

export const httpTransport =
  (url: string): Transport =>
  async (body, headers) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await response.json().catch(() => null)) as { error?: number } | null;
    return { status: response.status, error: typeof json?.error === 'number' ? json.error : null };
  };

export type SandboxOutcome = 'paid' | 'failed' | 'expired';

/**
 * A tester marks a sandbox order paid, failed or expired (by sandbox order id or merchant reference). The
 * sandbox refuses to pay an order whose QR has expired, as a bank would. Answers the event id to deliver.
 */
export const settleSandboxOrder = async (q: Queryable, idOrRef: string, outcome: SandboxOutcome) => {
  const { rows } = await q.query<{ id: string; merchant_ref: string; amount: number }>(
    `UPDATE sandbox_orders SET status = $2, updated_at = now()
      WHERE (id = $1 OR merchant_ref = $1) AND status = 'pending' AND ($2 <> 'paid' OR expires_at > now())
      RETURNING id, merchant_ref, amount`,
    [idOrRef, outcome],
  );
  const order = rows[0];
  if (!order) throw new Error(`sandbox order ${idOrRef} is not open (unknown, already settled, or expired)`);
  const body: SandboxNotificationBody = {
    event_id: `evt_${randomBytes(10).toString('hex')}`,
    order_id: order.id,
    merchant_ref: order.merchant_ref,
    status: outcome,
    amount: toBaht(order.amount).toFixed(2),
  };
  await q.query(`INSERT INTO sandbox_notifications (event_id, order_id, body) VALUES ($1, $2, $3)`, [
    body.event_id,
    order.id,
    JSON.stringify(body),
  ]);
  return body.event_id;
};

/** The signed headers for one delivery attempt: a fresh timestamp each time, as real providers do. */
export const signedHeaders = (secret: string, body: string, now = Math.floor(Date.now() / 1000)) => ({
  [SANDBOX_TIMESTAMP_HEADER]: String(now),
  [SANDBOX_SIGNATURE_HEADER]: signNotification(secret, now, body),
});

/**
 * Delivers one notification with retries and growing pauses until the platform acknowledges it (HTTP 200 and
 * error 0). Every attempt is recorded in the sandbox's outbox.
 */
export const deliverNotification = async (
  q: Queryable,
  eventId: string,
  transport: Transport,
  { attempts = 5, pauseMs = 500 }: { attempts?: number; pauseMs?: number } = {},
): Promise<boolean> => {
  const provider = await providerRow(q, 'sandbox');
  const { rows } = await q.query<{ body: string }>(
    `SELECT body FROM sandbox_notifications WHERE event_id = $1`,
    [eventId],
  );
  if (!provider || !rows[0]) throw new Error(`no sandbox notification ${eventId}`);
  const body = rows[0].body;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let failure = '';
    try {
      const answer = await transport(body, signedHeaders(provider.secret, body));
      if (answer.status === 200 && answer.error === 0) {
        await q.query(
          `UPDATE sandbox_notifications SET attempts = attempts + 1, delivered_at = now(), last_error = '' WHERE event_id = $1`,
          [eventId],
        );
        return true;
      }
      failure = `HTTP ${answer.status} error ${answer.error}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    await q.query(
      `UPDATE sandbox_notifications SET attempts = attempts + 1, last_error = $2 WHERE event_id = $1`,
      [eventId, failure.slice(0, 500)],
    );
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, pauseMs * 2 ** (attempt - 1)));
  }
  return false;
};
