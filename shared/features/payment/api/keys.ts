/** Query keys of the payment feature; invalidation goes through these. */
export const paymentKeys = {
  all: ['payment'] as const,
  channels: () => [...paymentKeys.all, 'channels'] as const,
  info: (channelId: number) => [...paymentKeys.all, 'info', channelId] as const,
  order: (orderId: string) => [...paymentKeys.all, 'order', orderId] as const,
  status: (orderId: string) => [...paymentKeys.all, 'status', orderId] as const,
  slip: (orderId: string) => [...paymentKeys.all, 'slip', orderId] as const,
  withdrawInfo: () => [...paymentKeys.all, 'withdraw-info'] as const,
  banks: () => [...paymentKeys.all, 'banks'] as const,
};

/** One member's data: dropped at login and logout (see the account feature's `forgetMemberData`). */
export const memberMeta = { member: true } as const;
