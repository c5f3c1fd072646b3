export const soothKeys = {
  all: ['sooth'] as const,
  tables: () => [...soothKeys.all, 'tables'] as const,
  detail: (tableId: string) => [...soothKeys.all, 'detail', tableId] as const,
};

/** Tables deal continuously: the rooms refresh on this beat while open. */
export const SOOTH_REFRESH_MS = 15_000;
