import { AppError } from '@server/http/app-error';
import type { ProviderAdapter } from './adapter';
import { builtinAdapter } from './builtin-adapter';

/** Adapters by the `game_providers.adapter` value. An outside provider adds one line. */
const adapters: Record<string, ProviderAdapter> = {
  [builtinAdapter.name]: builtinAdapter,
};

export const adapterFor = (name: string): ProviderAdapter => {
  const adapter = Object.hasOwn(adapters, name) ? adapters[name] : undefined;
  if (!adapter) throw new AppError('PROVIDER_UNAVAILABLE', { adapter: name });
  return adapter;
};
