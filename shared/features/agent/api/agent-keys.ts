/** Query keys of the agent feature: invalidate through these, never a hand-written array. */
export const agentKeys = {
  all: ['agent'] as const,
  config: (agentCode: string) => [...agentKeys.all, 'config', agentCode] as const,
  banners: (agentCode: string) => [...agentKeys.all, 'banners', agentCode] as const,
  validation: (code: string) => [...agentKeys.all, 'validation', code] as const,
};
