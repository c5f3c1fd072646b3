type Entry = { code: number; status: number; message: string };

/** Refusals of polls and events (8800-8899), spread into the one catalogue by errors.ts. */
export const pollErrors = {} as const satisfies Record<string, Entry>;
