import type { Queryable } from '@server/db/db';
import { providerRow, type PaymentProvider, type ProviderRow } from './provider';
import { sandboxProvider } from './sandbox/sandbox-provider';

/** Adapter factories by provider code; a real provider adds one line here and a row in payment_providers. */
const adapters: Record<string, (q: Queryable, row: ProviderRow) => PaymentProvider> = {
  sandbox: sandboxProvider,
};

/**
 * Provider rows are read on every notification; a few seconds of caching saves a round trip per notification.
 * An operator's change (new secret, provider switched off) applies within CACHE_MS on every server.
 */
const CACHE_MS = 5000;
const caches = new WeakMap<Queryable, Map<string, { row: ProviderRow | null; until: number }>>();

const cachedRow = async (q: Queryable, code: string) => {
  const cache = caches.get(q) ?? new Map<string, { row: ProviderRow | null; until: number }>();
  caches.set(q, cache);
  const hit = cache.get(code);
  if (hit && hit.until > Date.now()) return hit.row;
  const row = await providerRow(q, code);
  cache.set(code, { row, until: Date.now() + CACHE_MS });
  return row;
};

/** The adapter of an active, configured provider, or null. */
export const providerFor = async (q: Queryable, code: string): Promise<PaymentProvider | null> => {
  const factory = adapters[code];
  if (!factory) return null; // unknown codes never reach the database (nor fill the cache)
  const row = await cachedRow(q, code);
  return row && row.active ? factory(q, row) : null;
};
