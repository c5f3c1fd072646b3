import { z } from 'zod';
import { staffRole } from './permissions';

export const staffItem = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  role: staffRole,
  status: z.enum(['active', 'disabled']),
  totp_enrolled: z.boolean(),
  must_change_password: z.boolean(),
  /** Too many failed password or code attempts in the window: logins refused until it passes or an owner lifts it. */
  locked: z.boolean(),
  created_at: z.string(),
  /** The last request of any of the staff member's sessions; null if never signed in. */
  last_seen_at: z.string().nullable(),
});
export type StaffItem = z.infer<typeof staffItem>;

export const staffList = z.array(staffItem);

export const staffIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

// Shapes only; the username and role rules are answered with error codes.
export const createStaffBody = z.object({
  username: z.string().max(60),
  display_name: z.string().max(80).optional(),
  role: z.string().max(40),
});

/** The one-time password is shown once, to the owner who created or reset the account. */
export const staffWithPassword = z.object({ staff: staffItem, one_time_password: z.string() });
export type StaffWithPassword = z.infer<typeof staffWithPassword>;

export const setRoleBody = z.object({ role: z.string().max(40) });

/** Disabling, two-factor reset, lifting a lockout: the owner's reason, required (answered REASON_REQUIRED). */
export const staffReasonBody = z.object({ reason: z.string().max(500).optional() }).nullish();
