type Entry = { code: number; status: number; message: string };

/** Refusals of the fortune wheel (8300-8399), spread into the one catalogue by errors.ts. */
export const wheelErrors = {} as const satisfies Record<string, Entry>;
