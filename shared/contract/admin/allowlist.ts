import { z } from 'zod';

/** The staff address allowlist: addresses or CIDR blocks (`203.0.113.7`, `203.0.113.0/24`); empty = anyone. */
export const allowlist = z.object({
  entries: z.array(z.string()),
  /** The address this request came from, as the server sees it (the owner must stay inside the list). */
  your_address: z.string(),
  updated_at: z.string().nullable(),
});
export type Allowlist = z.infer<typeof allowlist>;

// Shapes only: each entry's format is answered with STAFF_ALLOWLIST_INVALID in Thai.
export const allowlistBody = z.object({ entries: z.array(z.string().max(60)).max(100) });
