/** Query keys of the cashback feature; a claim invalidates the loss keys through these. */
export const cashbackKeys = {
  all: ['cashback'] as const,
  info: () => [...cashbackKeys.all, 'info'] as const,
  days: () => [...cashbackKeys.all, 'days'] as const,
  loss: () => [...cashbackKeys.all, 'loss'] as const,
  lossHistory: () => [...cashbackKeys.loss(), 'history'] as const,
  lossCurrent: () => [...cashbackKeys.loss(), 'current'] as const,
};

/** One member's data: dropped at login and logout (see the account feature's `forgetMemberData`). */
export const memberMeta = { member: true } as const;
