import { randomBytes } from 'node:crypto';
import { toSatang, type Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { promptPayPayload } from '@server/payments/promptpay';
import {
  ProviderDownError,
  type NotificationCheck,
  type PaymentProvider,
  type ProviderOrderStatus,
  type ProviderRow,
} from '@server/payments/provider';
import { checkSignature } from '@server/payments/signature';
import { sandboxMode } from './sandbox-state';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';

/** The sandbox's wire format for notifications: amounts as baht text, like most Thai gateways. */
export type SandboxNotificationBody = {
  event_id: string;
  order_id: string;
  merchant_ref: string;
  status: ProviderOrderStatus;
  amount: string;
};

const SLOW_MS = 8000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built-in sandbox provider: keeps its own orders, issues real PromptPay payloads, answers inquiries and
 * signs its notifications. Its fault mode (ok, down, slow) lets a tester see how the site behaves.
 */
export const sandboxProvider = (q: Queryable, row: ProviderRow): PaymentProvider => {
  const gate = async () => {
    const mode = await sandboxMode(q);
    if (mode === 'down') throw new ProviderDownError('sandbox is down');
    if (mode === 'slow') await sleep(SLOW_MS);
  };

  return {
    code: row.code,

    async createOrder({ merchantRef, amount, expiresAt }) {
      await gate();
      const id = `SBX${randomBytes(8).toString('hex').toUpperCase()}`;
      const payload = promptPayPayload(row.promptpay_id, amount, merchantRef);
      await q.query(
        `INSERT INTO sandbox_orders (id, merchant_ref, amount, payload, expires_at) VALUES ($1, $2, $3, $4, $5)`,
        [id, merchantRef, amount, payload, expiresAt.toISOString()],
      );
      return { providerOrderId: id, payload };
    },

    async inquire(providerOrderId) {
      await gate();
      const { rows } = await q.query<{ status: ProviderOrderStatus; amount: number; expired: boolean }>(
        `SELECT status, amount, expires_at < now() AS expired FROM sandbox_orders WHERE id = $1`,
        [providerOrderId],
      );
      const order = rows[0];
      if (!order) throw new ProviderDownError(`unknown sandbox order ${providerOrderId}`);
      const status = order.status === 'pending' && order.expired ? 'expired' : order.status;
      return { status, amount: order.amount as Satang };
    },

    readNotification(rawBody, headers): NotificationCheck {
      const check = checkSignature(
        row.secret,
        rawBody,
        headers[SANDBOX_TIMESTAMP_HEADER],
        headers[SANDBOX_SIGNATURE_HEADER],
      );
      if (check !== 'ok') return { ok: false, reason: check };
      try {
        const body = JSON.parse(rawBody) as Partial<SandboxNotificationBody>;
        const statuses: ProviderOrderStatus[] = ['pending', 'paid', 'failed', 'expired'];
        if (
          typeof body.event_id !== 'string' ||
          typeof body.order_id !== 'string' ||
          typeof body.merchant_ref !== 'string' ||
          typeof body.amount !== 'string' ||
          !statuses.includes(body.status as ProviderOrderStatus)
        )
          return { ok: false, reason: 'malformed' };
        return {
          ok: true,
          notice: {
            eventId: body.event_id,
            providerOrderId: body.order_id,
            merchantRef: body.merchant_ref,
            status: body.status as ProviderOrderStatus,
            amount: toSatang(body.amount),
          },
        };
      } catch {
        return { ok: false, reason: 'malformed' };
      }
    },
  };
};
