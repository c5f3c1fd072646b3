/** The auth feature's query keys: mutations invalidate through these, never through hand-written arrays. */
export const authKeys = {
  all: ['admin', 'auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};
