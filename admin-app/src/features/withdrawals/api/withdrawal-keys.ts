export const withdrawalKeys = {
  all: ['admin', 'withdrawals'] as const,
  queue: () => [...withdrawalKeys.all, 'queue'] as const,
};
