import type { StatementType } from '@contract/wallet';

export type StatementFilters = { type: StatementType; from: string; to: string; wallet_id?: number };

/** Query keys of the statement feature. */
export const statementKeys = {
  all: ['statement'] as const,
  list: (filters: StatementFilters) => [...statementKeys.all, 'list', filters] as const,
};

/** One member's data: dropped at login and logout (see the account feature's `forgetMemberData`). */
export const memberMeta = { member: true } as const;
