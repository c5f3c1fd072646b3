/** Query keys of the wheel; a spin or a seed rotation invalidates `all`. */
export const wheelKeys = {
  all: ['wheel'] as const,
  config: () => [...wheelKeys.all, 'config'] as const,
  board: () => [...wheelKeys.all, 'board'] as const,
  history: () => [...wheelKeys.all, 'history'] as const,
};

/** One member's data: dropped at login and logout. */
export const memberMeta = { member: true } as const;
