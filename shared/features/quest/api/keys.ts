/** Query keys of the quest feature. */
export const questKeys = {
  all: ['quest'] as const,
  list: () => [...questKeys.all, 'list'] as const,
};

/** One member's data: dropped at login and logout (see the account feature's `forgetMemberData`). */
export const memberMeta = { member: true } as const;

/**
 * The wallet feature's key root (features do not import each other): a claim adds free credit or points, so
 * the member panel's balances are refetched.
 */
export const walletKeyRoot = ['wallet'] as const;
