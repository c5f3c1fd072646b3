/** Query keys of the points shop; a redemption refreshes the list (balance, stock) and the history. */
export const pointsKeys = {
  all: ['points'] as const,
  shop: () => [...pointsKeys.all, 'shop'] as const,
  history: () => [...pointsKeys.all, 'history'] as const,
};

/** One member's data: dropped at login and logout. */
export const memberMeta = { member: true } as const;
