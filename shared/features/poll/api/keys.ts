/** Query keys of the poll feature. */
export const pollKeys = {
  all: ['poll'] as const,
  config: (id: number) => [...pollKeys.all, id, 'config'] as const,
  stats: (id: number) => [...pollKeys.all, id, 'stats'] as const,
  winners: (id: number) => [...pollKeys.all, id, 'winners'] as const,
  quota: (id: number) => [...pollKeys.all, id, 'quota'] as const,
};

/** One member's data: dropped at login and logout (see the account feature's `forgetMemberData`). */
export const memberMeta = { member: true } as const;
