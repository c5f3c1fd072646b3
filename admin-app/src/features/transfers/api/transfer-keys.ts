export const transferKeys = {
  all: ['admin', 'transfers'] as const,
  list: (filter: { status?: string; cursor?: string }) => [...transferKeys.all, 'list', filter] as const,
  suggestions: (id: number) => [...transferKeys.all, 'suggestions', id] as const,
  slip: (orderRef: string) => [...transferKeys.all, 'slip', orderRef] as const,
  accounts: () => [...transferKeys.all, 'statement-accounts'] as const,
};
