import { z } from 'zod';

/**
 * What the staff shift report counts per staff member (issue 28): money decisions, each a count and a total in
 * baht. Withdrawals (approved, refused, and the payout recorded of one the automatic mode approved) and transfers
 * by the audit row of the decision; adjustments by `manual_adjustments`:
 * `adjusted_*` moved at once by the staff member, `requested` asked above the threshold (whatever came of it),
 * `approved` / `rejected` another's request decided by the staff member.
 */
export const shiftFigures = [
  'withdrawals_approved',
  'withdrawals_refused',
  'withdrawals_paid',
  'transfers_assigned',
  'transfers_refused',
  'adjusted_credit',
  'adjusted_debit',
  'requested',
  'approved',
  'rejected',
] as const;
export type ShiftFigure = (typeof shiftFigures)[number];

const tally = z.object({ count: z.number().int(), amount: z.number() });

/** Any time range (instants with their offset), at most 31 days; `to` excluded. */
export const shiftQuery = z.object({
  from: z.string().datetime({ offset: true }),
  to: z.string().datetime({ offset: true }),
});

const shiftRow = z.object({
  staff_id: z.number().int(),
  username: z.string(),
  role: z.string(),
  figures: z.object(
    Object.fromEntries(shiftFigures.map((f) => [f, tally])) as Record<ShiftFigure, typeof tally>,
  ),
});
export type ShiftRow = z.infer<typeof shiftRow>;

export const shiftReport = z.object({ from: z.string(), to: z.string(), staff: z.array(shiftRow) });
export type ShiftReport = z.infer<typeof shiftReport>;
