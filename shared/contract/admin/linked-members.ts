import { z } from 'zod';

/**
 * Why two members look like one person: the same bank account (a main or a second account of either), the same
 * device (the browser's own id, at registration or at a login), the same address (a login's IP) or the same full
 * name. The first two are strong (the withdrawal queue flags them); an address (a mobile network shares one among
 * many) and a name are for staff to weigh.
 */
const linkReasons = ['bank_account', 'device', 'ip', 'name'] as const;
export type LinkReason = (typeof linkReasons)[number];

const linkedMember = z.object({
  id: z.number().int(),
  phone: z.string(),
  full_name: z.string(),
  status: z.enum(['active', 'disabled']),
  created_at: z.string(),
  reasons: z.array(z.enum(linkReasons)),
});
export type LinkedMember = z.infer<typeof linkedMember>;

/** A member's linked members, at most `limit` of them (`more`: there are others). */
export const linkedMembers = z.object({ items: z.array(linkedMember), more: z.boolean() });
export type LinkedMembers = z.infer<typeof linkedMembers>;
