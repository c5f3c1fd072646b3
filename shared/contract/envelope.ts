import { z } from 'zod';

/** Every answer of the API: `error` 0 is success, any other value is a code from `errors.ts`. */
export type Envelope<T> = { error: number; message: string; data: T };

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ error: z.number().int(), message: z.string(), data });

export const ok = <T>(data: T): Envelope<T> => ({ error: 0, message: '', data });
