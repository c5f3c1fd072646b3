import { create as createBound } from 'zustand/react';
import type { StateCreator, StoreApi } from 'zustand/vanilla';

/**
 * `zustand` in the tests (vitest.config.ts aliases the bare specifier here): zustand's own `create`, which also
 * remembers each store it made, so that a screen file can leave every store as a new module graph would give it
 * (tests/setup/dom.ts), zustand's documented way to reset stores between tests.
 */
export * from 'zustand/react';

const stores = new Set<StoreApi<unknown>>();

const make = (initializer: StateCreator<unknown>) => {
  const store = createBound(initializer);
  stores.add(store);
  return store;
};

// `create(initializer)`, or curried as the stores write it: `create<State>()(initializer)`. zustand's overloads
// are one function at run time, typed here as zustand types them.
export const create = ((initializer?: StateCreator<unknown>) =>
  initializer ? make(initializer) : make) as unknown as typeof createBound;

/** Every store back to the state it was created with (a persisted one's too, before its storage was read). */
export const resetStores = () => {
  for (const store of stores) store.setState(store.getInitialState(), true);
};
