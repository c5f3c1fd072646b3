import { z } from 'zod';

/** A Bangkok calendar day, `YYYY-MM-DD` (Gregorian; the console shows it in the Buddhist era). */
export const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A positive database id in a path or query. */
export const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53);
export const idParams = z.object({ id: idParam });
