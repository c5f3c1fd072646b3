import { z } from 'zod';
import { betTypeNames, betTypes } from './lotto-bet-types';
import { bahtSchema } from './common';

/**
 * Lotto (SPEC §3 Lotto, §7 Lotto; DOMAIN.md "Thai government lottery", "Yeekee"). Money crosses as baht; a rate
 * is the payout per 1 baht staked (900, 3.2). Paths are SPEC §7's; the SPEC's `agent_id` (a fixed 56 in the
 * original client) is accepted and ignored: the agent is the member's, or the request's agent code for guests.
 */

export const betType = z.enum(betTypes);
export type BetType = z.infer<typeof betType>;

/** Digits of the number each bet type takes. */
export const betTypeDigits: Record<BetType, number> = {
  three_top: 3,
  three_tote: 3,
  three_front: 3,
  three_back: 3,
  two_top: 2,
  two_bottom: 2,
  run_top: 1,
  run_bottom: 1,
};

/** Thai names as members know them (DOMAIN.md). */
export { betTypeNames };

export const marketType = z.enum(['government', 'yeekee', 'generic']);
export type MarketType = z.infer<typeof marketType>;

export const roundStatus = z.enum(['open', 'closed', 'resulted', 'settled', 'cancelled']);
export type RoundStatus = z.infer<typeof roundStatus>;

export const billStatus = z.enum(['pending', 'won', 'lost', 'cancelled', 'refunded']);
export type BillStatus = z.infer<typeof billStatus>;

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** Markets are few: their ids are PostgreSQL integers. */
const marketIdParam = z.coerce.number().int().min(1).max(2_147_483_647);
/** The SPEC's fixed agent id, sent by the original client on several calls: accepted, never trusted. */
const agentIdParam = z.coerce.number().int().optional();

const lottoMarket = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: marketType,
  bet_types: z.array(betType),
  image: z.string(),
  cancel_window_seconds: z.number().int(),
  /** 3 ตัวโต๊ด is taken on a triple (555), which has one permutation; off by default, as Thai sites do. */
  tote_triples_allowed: z.boolean(),
});
export type LottoMarket = z.infer<typeof lottoMarket>;

export const lottoRound = z.object({
  round_id: z.number().int(),
  market_id: z.number().int(),
  market_code: z.string(),
  market_name: z.string(),
  market_type: marketType,
  round_key: z.string(),
  title: z.string(),
  open_at: z.string(),
  close_at: z.string(),
  result_at: z.string(),
  status: roundStatus,
  /** Bets are taken now (status open and the server's clock between open_at and close_at). */
  is_open: z.boolean(),
  /** Seconds until close by the server's clock (0 once closed): the screens' countdowns start from it. */
  seconds_to_close: z.number().int(),
});
export type LottoRound = z.infer<typeof lottoRound>;

/** GET /api/lotto/lobby: the markets with their current and next rounds. Answers `status: 0` (SPEC §7). */
export const lobbyQuery = z.object({ agent_id: agentIdParam });
const lobbyMarket = lottoMarket.extend({ rounds: z.array(lottoRound) });
export const lottoLobby = z.object({ server_time: z.string(), markets: z.array(lobbyMarket) });
export type LottoLobby = z.infer<typeof lottoLobby>;
export const lobbyEnvelope = z.object({
  status: z.literal(0),
  error: z.number().int(),
  message: z.string(),
  data: lottoLobby,
});

/** GET /api/lotto/rounds */
export const roundsQuery = z.object({
  market_id: marketIdParam.optional(),
  /** open: rounds taking bets now or later; closed: past rounds, newest first. */
  status: z.enum(['open', 'closed', 'all']).default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const lottoRounds = z.array(lottoRound);

/** GET /api/lotto/round, /rule, /rate, /limit */
export const roundQuery = z.object({ round_id: id, agent_id: agentIdParam });

const restrictedNumber = z.object({
  bet_type: betType,
  number: z.string(),
  mode: z.enum(['closed', 'reduced']),
  /** The reduced rate; null when closed. */
  rate: z.number().nullable(),
});
export type RestrictedNumber = z.infer<typeof restrictedNumber>;

const betTypeRate = z.object({
  bet_type: betType,
  name: z.string(),
  digits: z.number().int(),
  rate: z.number(),
});
export type BetTypeRate = z.infer<typeof betTypeRate>;

/** A number whose cap across members or exposure cap is reached: not even a minimum line fits (เลขเต็ม). */
const soldOutNumber = z.object({ bet_type: betType, number: z.string() });

export const roundDetail = z.object({
  round: lottoRound,
  market: lottoMarket,
  server_time: z.string(),
  /** The bet types this member's agent takes on this round, with their rates. */
  bet_types: z.array(betTypeRate),
  restricted: z.array(restrictedNumber),
  /** Numbers whose cap across members or exposure cap is reached (เลขเต็ม). */
  sold_out: z.array(soldOutNumber),
});
export type RoundDetail = z.infer<typeof roundDetail>;

export const roundRule = z.object({
  round_id: z.number().int(),
  market_type: marketType,
  close_at: z.string(),
  cancel_window_seconds: z.number().int(),
  /** Thai paragraphs: how each bet type wins, when betting closes, cancel rules. */
  rules: z.array(z.string()),
  bet_types: z.array(
    z.object({ bet_type: betType, name: z.string(), digits: z.number().int(), wins_when: z.string() }),
  ),
});
export type RoundRule = z.infer<typeof roundRule>;

export const roundRate = z.object({
  round_id: z.number().int(),
  rates: z.array(betTypeRate),
  restricted: z.array(restrictedNumber),
  /** Sold-out numbers (เลขเต็ม), as on /api/lotto/round: closed to bets like a closed restricted number. */
  sold_out: z.array(soldOutNumber),
});

const betTypeLimit = z.object({
  bet_type: betType,
  name: z.string(),
  /** Baht. */
  min_per_line: z.number(),
  max_per_line: z.number(),
  max_per_member_number: z.number().nullable(),
  cap_per_number: z.number().nullable(),
});
export type BetTypeLimit = z.infer<typeof betTypeLimit>;
export const roundLimit = z.object({ round_id: z.number().int(), limits: z.array(betTypeLimit) });

/** GET /api/lotto/rates: every market's rates for the agent; `category_id` narrows to one market. */
export const ratesQuery = z.object({ category_id: marketIdParam.optional(), agent_id: agentIdParam });
const marketRates = z.object({
  market_id: z.number().int(),
  market_code: z.string(),
  market_name: z.string(),
  market_type: marketType,
  rates: z.array(betTypeRate),
});
export const lottoRates = z.array(marketRates);
export type MarketRates = z.infer<typeof marketRates>;

// Results and Yeekee shooting: shared/contract/lotto-results.ts.

// --- Bills (โพย) ---

/** One line as the member enters it. The number's digits must match the bet type (checked per line). */
const billLineInput = z.object({
  bet_type: betType,
  number: z.string().max(10),
  amount: bahtSchema,
});
export type BillLineInput = z.infer<typeof billLineInput>;

/** Most lines one bill may hold (a pad with 19 doors and reverses stays far below it). */
const MAX_BILL_LINES = 300;

export const billValidateBody = z.object({
  round_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  lines: z.array(billLineInput).min(1).max(MAX_BILL_LINES),
  agent_id: z.number().int().optional(),
  note: z.string().max(100).optional(),
});
export type BillValidateBody = z.infer<typeof billValidateBody>;

/** `request_id` is the client's idempotency key: a retried create answers the first bill and debits nothing. */
export const billCreateBody = billValidateBody.extend({ request_id: z.string().min(8).max(64) });
export type BillCreateBody = z.infer<typeof billCreateBody>;

const validatedLine = z.object({
  line_no: z.number().int(),
  bet_type: betType,
  number: z.string(),
  amount: z.number(),
  /** The rate the line would be frozen at now (a reduced rate on a restricted number). */
  rate: z.number(),
  potential_payout: z.number(),
  ok: z.boolean(),
  /** 0 when the line is accepted, else a catalogue code (7xxx) with its Thai reason. */
  reason_code: z.number().int(),
  reason: z.string(),
});
export type ValidatedLine = z.infer<typeof validatedLine>;

export const billValidation = z.object({
  round_id: z.number().int(),
  valid: z.boolean(),
  total: z.number(),
  balance: z.number(),
  lines: z.array(validatedLine),
  /** A refusal of the whole bill (round closed, balance) in Thai; empty when valid. */
  message: z.string(),
});
export type BillValidation = z.infer<typeof billValidation>;

const billSummary = z.object({
  bill_id: z.number().int(),
  round_id: z.number().int(),
  market_name: z.string(),
  round_title: z.string(),
  total: z.number(),
  payout: z.number(),
  status: billStatus,
  line_count: z.number().int(),
  note: z.string(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  /** Until when the member may cancel it (null: not cancellable any more). */
  cancel_until: z.string().nullable(),
});
export type BillSummary = z.infer<typeof billSummary>;

const billLine = z.object({
  line_no: z.number().int(),
  bet_type: betType,
  name: z.string(),
  number: z.string(),
  amount: z.number(),
  /** Frozen at acceptance. */
  rate: z.number(),
  potential_payout: z.number(),
  status: billStatus,
  payout: z.number(),
});

export const billDetail = billSummary.extend({ round: lottoRound, lines: z.array(billLine) });
export type BillDetail = z.infer<typeof billDetail>;

export const billCancelBody = z.object({
  bill_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  agent_id: z.number().int().optional(),
});

export const billListQuery = z.object({
  status: z.enum(['pending', 'won', 'lost', 'cancelled', 'refunded', 'all']).default('all'),
  round_id: id.optional(),
  /** Bills older than this id (the last id of the previous page). */
  before: id.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const billList = z.object({ bills: z.array(billSummary), has_more: z.boolean() });
export type BillList = z.infer<typeof billList>;

export const billDetailQuery = z.object({ bill_id: id });
