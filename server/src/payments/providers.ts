import { cachedPerDb } from '@server/db/cached';
import type { Queryable } from '@server/db/db';
import { providerRow, type PaymentProvider, type ProviderRow } from './provider';
import { sandboxProvider } from './sandbox/sandbox-provider';

/** Adapter factories by provider code; a real provider adds one line here and a row in payment_providers. */
const adapters: Record<string, (q: Queryable, row: ProviderRow) => PaymentProvider> = {
  sandbox: sandboxProvider,
};

/** Provider rows are read on every notification: a few seconds of caching saves a round trip each. */
const cachedRow = cachedPerDb(5000, providerRow);

/** The adapter of an active, configured provider, or null. */
export const providerFor = async (q: Queryable, code: string): Promise<PaymentProvider | null> => {
  const factory = Object.hasOwn(adapters, code) ? adapters[code] : undefined;
  if (!factory) return null; // unknown codes never reach the database (nor fill the cache)
  const row = await cachedRow(q, code);
  return row && row.active ? factory(q, row) : null;
};
