type Entry = { code: number; status: number; message: string };

/** Refusals of the affiliate programme (8700-8799), spread into the one catalogue by errors.ts. */
export const affiliateErrors = {} as const satisfies Record<string, Entry>;
