import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';

export type ProviderOrderStatus = 'pending' | 'paid' | 'failed' | 'expired';

/** What a verified notification says, whatever the provider's own wire format. */
type ProviderNotice = {
  eventId: string;
  providerOrderId: string;
  merchantRef: string;
  status: ProviderOrderStatus;
  amount: Satang;
};

export type NotificationCheck =
  { ok: true; notice: ProviderNotice } | { ok: false; reason: 'bad_signature' | 'stale' | 'malformed' };

/**
 * A payment provider adapter. The sandbox is the built-in one; a real provider is another implementation
 * registered in `providers.ts` and configured in the `payment_providers` table.
 */
export interface PaymentProvider {
  readonly code: string;
  createOrder(input: {
    merchantRef: string;
    amount: Satang;
    expiresAt: Date;
  }): Promise<{ providerOrderId: string; payload: string }>;
  inquire(providerOrderId: string): Promise<{ status: ProviderOrderStatus; amount: Satang }>;
  /** Verifies the signature and timestamp of a raw notification and reads it. Never trusts an unsigned field. */
  readNotification(rawBody: string, headers: Record<string, string | undefined>): NotificationCheck;
}

export type ProviderRow = {
  code: string;
  name: string;
  secret: string;
  promptpay_id: string;
  active: boolean;
};

export const providerRow = async (q: Queryable, code: string): Promise<ProviderRow | null> => {
  const { rows } = await q.query<ProviderRow>(
    `SELECT code, name, secret, promptpay_id, active FROM payment_providers WHERE code = $1`,
    [code],
  );
  return rows[0] ?? null;
};

/** The provider could not be reached, refused, or was too slow: the member sees PAYMENT_PROVIDER_DOWN. */
export class ProviderDownError extends Error {
  constructor(reason: string) {
    super(`payment provider unavailable: ${reason}`);
    this.name = 'ProviderDownError';
  }
}

/** Runs a provider call with a time limit (config PAYMENT_PROVIDER_TIMEOUT_MS). */
export const withTimeout = async <T>(work: Promise<T>, timeoutMs: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderDownError('timeout')), timeoutMs);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
};
