type Entry = { code: number; status: number; message: string };

/** Refusals of the marketing back office (8600-8699), spread into the one catalogue by errors.ts. */
export const marketingErrors = {} as const satisfies Record<string, Entry>;
