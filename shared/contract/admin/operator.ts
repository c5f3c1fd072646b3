import { z } from 'zod';

/**
 * An operator command sent by the command line to the server holding the embedded database
 * (`POST /api/admin/operator/run`, bearer = the operator token of `<DATA_DIR>/server.operator`).
 */
export const operatorRun = z.object({
  /** `ledger:adjust`, `ledger:check`, `lotto:settle`, `payment:withdrawal`, `payment:transfer`, `admin:create-owner` */
  command: z.string().min(1).max(40),
  argv: z.array(z.string().max(4000)).max(100),
  /** The shell user who ran it (recorded with the change and in the audit row). */
  operator: z.string().max(100).optional(),
});

/** What the command printed, in order, and its exit code: the command line replays both. */
export const operatorRunResult = z.object({
  exit_code: z.number().int(),
  output: z.array(z.object({ stream: z.enum(['stdout', 'stderr']), text: z.string() })),
});
