type Entry = { code: number; status: number; message: string };

/** Refusals of cashback and win/loss refunds (8400-8499), spread into the one catalogue by errors.ts. */
export const cashbackErrors = {} as const satisfies Record<string, Entry>;
