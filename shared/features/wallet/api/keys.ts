/** Query keys of the wallet feature; invalidation (after a deposit, a game, a claim) goes through these. */
export const walletKeys = {
  all: ['wallet'] as const,
  list: () => [...walletKeys.all, 'list'] as const,
  points: () => [...walletKeys.all, 'points'] as const,
};

/** One member's data: dropped at login and logout (see the account feature's `forgetMemberData`). */
export const memberMeta = { member: true } as const;
