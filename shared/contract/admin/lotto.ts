import { z } from 'zod';
import { storedResult } from '../lotto-results';

/** The back office's lotto results and settlement (issue 12): entry, four-eyes confirmation, status, re-run. */

export const lottoRoundParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
/** @alias the same id, named for the bill-entry routes that take it. */
export const lottoEntryParams = lottoRoundParams;

const threeDigits = z.string().trim().max(3);
/** A government or generic result as staff type it (checked digit by digit by the server, with Thai reasons). */
export const lottoResultInput = z.object({
  first_prize: z.string().trim().max(6),
  front3: z.array(threeDigits).max(2).default([]),
  back3: z.array(threeDigits).max(2).default([]),
  bottom2: z.string().trim().max(2),
});
export type LottoResultInput = z.infer<typeof lottoResultInput>;

export const lottoResultEntry = z.object({
  id: z.number().int(),
  round_id: z.number().int(),
  result: lottoResultInput,
  status: z.enum(['pending', 'confirmed', 'rejected']),
  entered_by: z.string(),
  entered_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type LottoResultEntry = z.infer<typeof lottoResultEntry>;

const billTally = z.object({
  status: z.string(),
  bills: z.number().int(),
  /** Baht. */
  stake: z.number(),
  payout: z.number(),
});

export const lottoSettlement = z.object({
  round_id: z.number().int(),
  title: z.string(),
  market_type: z.string(),
  round_status: z.string(),
  result: storedResult.nullable(),
  bills: z.array(billTally),
  /** Baht the ledger credited for this round's bills (wins and refunds), read from the ledger itself. */
  ledger_paid: z.number(),
  entries: z.array(lottoResultEntry),
});
export type LottoSettlement = z.infer<typeof lottoSettlement>;

export const lottoRerunAnswer = z.object({
  settled_bills: z.number().int(),
  paid: z.number(),
  settlement: lottoSettlement,
});
