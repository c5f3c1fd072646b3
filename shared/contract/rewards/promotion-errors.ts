type Entry = { code: number; status: number; message: string };

/** Refusals of promotions and coupons (8100-8199), spread into the one catalogue by errors.ts. */
export const promotionErrors = {} as const satisfies Record<string, Entry>;
