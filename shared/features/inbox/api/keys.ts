/** Query keys of the inbox; the live stream's refresh reaches them through `memberMeta`. */
export const inboxKeys = {
  all: ['inbox'] as const,
  list: () => [...inboxKeys.all, 'list'] as const,
  unread: () => [...inboxKeys.all, 'unread'] as const,
};

/** One member's data: dropped at login and logout, fetched again when the server says it changed. */
export const memberMeta = { member: true } as const;
