export const notificationKeys = {
  all: ['notification'] as const,
  list: (agentCode: string) => [...notificationKeys.all, 'list', agentCode] as const,
};
