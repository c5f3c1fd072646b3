/** The staff feature's query keys: mutations invalidate through these. */
export const staffKeys = {
  all: ['admin', 'staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  allowlist: () => [...staffKeys.all, 'allowlist'] as const,
};
