/** Query keys of the lotto feature; invalidation after a bill or a shot goes through these. */
export const lottoKeys = {
  all: ['lotto'] as const,
  lobby: () => [...lottoKeys.all, 'lobby'] as const,
  round: (roundId: number) => [...lottoKeys.all, 'round', roundId] as const,
  rates: () => [...lottoKeys.all, 'rates'] as const,
  results: (marketId?: number) => [...lottoKeys.all, 'results', marketId ?? 'all'] as const,
  bills: () => [...lottoKeys.all, 'bills'] as const,
  billList: (status: string) => [...lottoKeys.bills(), 'list', status] as const,
  bill: (billId: number) => [...lottoKeys.bills(), 'detail', billId] as const,
  shots: (roundId: number) => [...lottoKeys.all, 'yeekee', roundId] as const,
};

/** One member's data: dropped at login and logout (see the account feature's `forgetMemberData`). */
export const memberMeta = { member: true } as const;
