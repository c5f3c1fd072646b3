/** Query keys of the promotion feature (promotions, the member's promotions, coupons). */
export const promotionKeys = {
  all: ['promotion'] as const,
  list: (member: boolean) => [...promotionKeys.all, 'list', member] as const,
  deposits: () => [...promotionKeys.all, 'deposits'] as const,
  mine: () => [...promotionKeys.all, 'mine'] as const,
  coupons: () => [...promotionKeys.all, 'coupons'] as const,
  freebets: () => [...promotionKeys.all, 'freebets'] as const,
};

/** One member's data: dropped at login and logout. */
export const memberMeta = { member: true } as const;
