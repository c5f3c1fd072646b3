import { z } from 'zod';

export const auditQuery = z.object({
  staff_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53)
    .optional(),
  /** The start of an action code (`staff.create`, `staff.`, `withdrawal`) or words of its Thai label. */
  action: z.string().max(80).optional(),
  target_type: z.string().max(40).optional(),
  target_id: z.string().max(64).optional(),
  /** ISO date-times, from inclusive, to exclusive. */
  from: z.string().max(40).optional(),
  to: z.string().max(40).optional(),
  /** Keyset paging: rows older than this id. */
  before_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

const auditRow = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_username: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  request_id: z.string(),
  ip: z.string(),
  /** The browser of the call (a login's history reads it); '' on rows older than issue 28. */
  user_agent: z.string(),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditPage = z.object({ items: z.array(auditRow), next_before_id: z.number().int().nullable() });
export type AuditPage = z.infer<typeof auditPage>;
