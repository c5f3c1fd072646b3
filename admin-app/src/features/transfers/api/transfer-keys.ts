export const transferKeys = {
  all: ['admin', 'transfers'] as const,
  list: (filter: { status?: string; page: number }) => [...transferKeys.all, 'list', filter] as const,
};
