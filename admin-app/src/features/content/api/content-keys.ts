export const contentKeys = {
  all: ['admin', 'content'] as const,
  part: (part: string) => [...contentKeys.all, part] as const,
};
