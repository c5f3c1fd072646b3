import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the account feature; invalidation always goes through these. */
export const accountKeys = {
  all: ['account'] as const,
  userInfo: () => [...accountKeys.all, 'user-info'] as const,
  banks: () => [...accountKeys.all, 'banks'] as const,
  lineMessages: () => [...accountKeys.all, 'line-messages'] as const,
  check: (field: 'phone' | 'bank', value: string) => [...accountKeys.all, 'check', field, value] as const,
};

/**
 * Queries holding one member's data carry `meta: { member: true }` (wallets, points, statement, user info), so
 * that a new login or a logout drops them without this feature importing the others' keys: the next member must
 * never see the previous member's balances, even for a moment.
 */
export const memberMeta = { member: true } as const;

export const forgetMemberData = (queryClient: QueryClient) =>
  queryClient.removeQueries({ predicate: (query) => query.meta?.member === true });

/** The member's data changed on the server (money moved, the inbox grew): what is on screen is fetched again. */
export const refreshMemberData = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.meta?.member === true });
