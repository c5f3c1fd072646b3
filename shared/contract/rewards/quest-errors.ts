type Entry = { code: number; status: number; message: string };

/** Refusals of quests (8200-8299), spread into the one catalogue by errors.ts. */
export const questErrors = {} as const satisfies Record<string, Entry>;
