import { z } from 'zod';
import { errorCatalogue } from './errors';

/** The catalogue codes answered with an HTTP status (200: the business refusals). */
const codesAnswered = (status: number) => {
  const codes = Object.values(errorCatalogue)
    .filter((entry) => entry.status === status)
    .map((entry) => entry.code);
  if (codes.length === 0) throw new Error(`no catalogue code is answered with HTTP ${status}`);
  return codes as [number, ...number[]];
};

/**
 * A refusal envelope: a catalogue code of its HTTP status, its Thai message, and the details a client can act
 * on (`retry_in`, the `fields` that failed, the `permission` missing) or null. HTTP 200 carries the business
 * refusals, since the client sends members home on 400 (DESIGN.md §3).
 */
export const refusalOf = (status: number) =>
  z.object({
    error: z.literal(codesAnswered(status)),
    message: z.string(),
    data: z.record(z.string(), z.unknown()).nullable(),
  });

/** A 5xx envelope: the message names the request id, which is in the server's log (and the x-request-id header). */
export const failureOf = (status: 500 | 503) =>
  z.object({
    error: z.literal(codesAnswered(status)),
    message: z.string(),
    data: z.object({ request_id: z.string() }),
  });
