type Entry = { code: number; status: number; message: string };

/** Refusals of points and the points shop (8500-8599), spread into the one catalogue by errors.ts. */
export const pointsErrors = {} as const satisfies Record<string, Entry>;
