export const eventKeys = {
  all: ['event'] as const,
  list: (agentCode: string) => [...eventKeys.all, 'list', agentCode] as const,
};
