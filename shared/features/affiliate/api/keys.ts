/** Query keys of the affiliate feature. */
export const affiliateKeys = {
  all: ['affiliate'] as const,
  summary: () => [...affiliateKeys.all, 'summary'] as const,
  network: () => [...affiliateKeys.all, 'network'] as const,
  transactions: () => [...affiliateKeys.all, 'transactions'] as const,
  configs: () => [...affiliateKeys.all, 'configs'] as const,
};

/** One member's data: dropped at login and logout (see the account feature's `forgetMemberData`). */
export const memberMeta = { member: true } as const;

/** The wallet feature's key root (features do not import each other): a redeem raises the main wallet. */
export const walletKeyRoot = ['wallet'] as const;
