import { AppError } from '@server/http/app-error';
import type { ProviderAdapter } from './adapter';
import { builtinAdapter } from './builtin-adapter';
import { hub88Adapter } from './hub88-adapter';

/**
 * Adapters by the `game_providers.adapter` value, each saying what it supports (`supports`). An outside provider
 * adds one line.
 */
const adapters: Record<string, ProviderAdapter> = {
  [builtinAdapter.name]: builtinAdapter,
  [hub88Adapter.name]: hub88Adapter,
};

export const adapterFor = (name: string): ProviderAdapter => {
  const adapter = Object.hasOwn(adapters, name) ? adapters[name] : undefined;
  if (!adapter) throw new AppError('PROVIDER_UNAVAILABLE', { adapter: name });
  return adapter;
};
