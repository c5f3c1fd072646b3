import { z } from 'zod';
import { betType, lottoRound } from './lotto';

/**
 * Lotto results and Yeekee shooting (issue 12, part 2; SPEC §7 Lotto). A result is published with every winning
 * number per bet type; a Yeekee round with every shot and the arithmetic, so anyone can recompute it.
 */

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** The confirmed result as stored: a draw (government, generic), a Yeekee result, or none (refunded). */
export const storedResult = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('draw'),
    first_prize: z.string(),
    front3: z.array(z.string()),
    back3: z.array(z.string()),
    bottom2: z.string(),
  }),
  z.object({
    kind: z.literal('yeekee'),
    shot_count: z.number().int(),
    sum: z.string(),
    subtracted: z.string(),
    subtracted_seq: z.number().int(),
    result: z.string(),
    top3: z.string(),
    bottom2: z.string(),
  }),
  z.object({ kind: z.literal('no_result'), shot_count: z.number().int(), sum: z.string() }),
]);

/** Every winning number per bet type (a tote lists each permutation; a run each digit). */
const winningNumbers = z.record(betType, z.array(z.string()));

export const resultQuery = z.object({ round_id: id.optional(), market_id: id.optional() });
export const resultsQuery = z.object({
  market_id: id.optional(),
  agent_id: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const lottoResult = z.object({
  round: lottoRound,
  /** Null until the result is confirmed (or computed, for Yeekee). */
  result: storedResult.nullable(),
  winning: winningNumbers.nullable(),
});
export type LottoResultDto = z.infer<typeof lottoResult>;
export const lottoResults = z.array(lottoResult);

// --- Yeekee ---
export const yeekeeListQuery = z.object({ round_id: id });
const yeekeeShot = z.object({
  /** The shot's place in the round's order: a database sequence, never a client clock. */
  seq: z.number().int(),
  number: z.string(),
  /** The shooter, masked (the last 3 characters of the username). */
  username: z.string(),
  created_at: z.string(),
});
export type YeekeeShot = z.infer<typeof yeekeeShot>;
/** GET /api/lotto/yeekee/list: the latest shots (live), oldest first. */
export const yeekeeList = z.object({
  round_id: z.number().int(),
  status: z.string(),
  close_at: z.string(),
  total: z.number().int(),
  shots: z.array(yeekeeShot),
});
/** GET /api/lotto/yeekee/lists: every shot, and for a closed round the verification. */
export const yeekeeLists = z.object({
  round_id: z.number().int(),
  status: z.string(),
  close_at: z.string(),
  shots: z.array(yeekeeShot),
  minimum_shots: z.number().int(),
  subtracted_from_last: z.number().int(),
  verification: z
    .object({
      shot_count: z.number().int(),
      sum: z.string(),
      /** Null when there were too few shots: no result, every bill refunded. */
      subtracted: z.object({ seq: z.number().int(), number: z.string() }).nullable(),
      result: z.string().nullable(),
      three_top: z.string().nullable(),
      two_top: z.string().nullable(),
      two_bottom: z.string().nullable(),
      refunded: z.boolean(),
      arithmetic: z.string(),
    })
    .nullable(),
});
export const shootNumberBody = z.object({
  round_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  number: z.string().max(10),
});
export const shootNumberAnswer = yeekeeShot;
