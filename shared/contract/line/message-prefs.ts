import { z } from 'zod';

/**
 * The LINE messages a member wants, by category (issue 29): `money` deposits credited, withdrawals paid or refused,
 * staff credits; `lotto` results of rounds they bet on and winning or refunded bills; `rewards` awards, coupons
 * and free spins (marketing: off until the member turns it on, never sent during a time-out or self-exclusion).
 */
export const lineMessagePrefs = z.object({ money: z.boolean(), lotto: z.boolean(), rewards: z.boolean() });
type LineMessagePrefs = z.infer<typeof lineMessagePrefs>;
export type LineMessageCategory = keyof LineMessagePrefs;

/**
 * `GET /api/member/line/messages`: whether LINE is linked (nothing is sent otherwise), the choices, and `blocked:
 * true` (only then present) while the member blocks the agent's official account: nothing is sent until they
 * unblock it.
 */
export const lineMessagesAnswer = z.object({
  linked: z.boolean(),
  blocked: z.literal(true).optional(),
  prefs: lineMessagePrefs,
});
export type LineMessagesAnswer = z.infer<typeof lineMessagesAnswer>;

/** `POST /api/member/line/messages`: the categories to change (the others stay). */
export const lineMessagesBody = lineMessagePrefs.partial();
export type LineMessagesBody = z.infer<typeof lineMessagesBody>;
