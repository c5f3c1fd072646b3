import { z } from 'zod';
import { bahtSchema } from '../common';
import { betType, billStatus, marketType, roundStatus } from '../lotto';
import { isBahtAmount } from '../money';

/**
 * The back office's lotto set-up and watch pages: markets and their draw calendar, rates and limits per bet type,
 * restricted numbers of a round, the exposure board and the bills search. Money crosses as baht; a rate is the
 * payout per 1 baht (900, 3.2), at most two decimals. Result entry and settlement are `admin/lotto.ts`.
 */

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
export const lottoIdParams = z.object({ id });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD');
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'เวลาต้องอยู่ในรูปแบบ HH:MM');
const note = z.string().trim().max(200).default('');
/** A rate with at most two decimals, up to 100,000 per baht. */
const rate = z.number().positive().max(100_000).refine(isBahtAmount, {
  message: 'อัตราจ่ายมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
});
/** A stake limit in baht, or null for no cap. */
const cap = bahtSchema.positive().max(100_000_000).nullable().default(null);

const betTypeSetting = z.object({
  bet_type: betType,
  /** Offered on this market (in its bet_types). */
  enabled: z.boolean(),
  /** The agent's payout per baht; null when the agent has no rate (the bet type cannot be played). */
  rate: z.number().nullable(),
  min_per_line: z.number().nullable(),
  max_per_line: z.number().nullable(),
  max_per_member_number: z.number().nullable(),
  cap_per_number: z.number().nullable(),
  exposure_cap: z.number().nullable(),
});
export type BetTypeSetting = z.infer<typeof betTypeSetting>;

export const marketAdmin = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: marketType,
  enabled: z.boolean(),
  sort: z.number().int(),
  cancel_window_seconds: z.number().int(),
  /** 3 ตัวโต๊ด is taken on a triple (555): it has one permutation, so Thai sites refuse it (the default). */
  tote_triples_allowed: z.boolean(),
  close_time: z.string(),
  result_time: z.string(),
  open_days: z.number().int(),
  weekdays: z.array(z.number().int()),
  settings: z.array(betTypeSetting),
  open_rounds: z.number().int(),
  next_close_at: z.string().nullable(),
});
export type MarketAdmin = z.infer<typeof marketAdmin>;

export const marketInput = z.object({
  name: z.string().trim().min(1).max(80),
  enabled: z.boolean(),
  sort: z.number().int().min(-10_000).max(10_000),
  cancel_window_seconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 86_400),
  close_time: clock,
  result_time: clock,
  weekdays: z.array(z.number().int().min(1).max(7)).max(7),
  /** Absent: the market keeps its setting. */
  tote_triples_allowed: z.boolean().optional(),
});
export type MarketInput = z.infer<typeof marketInput>;

const betTypeInput = z
  .object({
    bet_type: betType,
    enabled: z.boolean(),
    rate,
    min_per_line: bahtSchema.positive().max(100_000_000),
    max_per_line: bahtSchema.positive().max(100_000_000),
    max_per_member_number: cap,
    cap_per_number: cap,
    exposure_cap: cap,
  })
  .refine((input) => input.max_per_line >= input.min_per_line, {
    message: 'ยอดสูงสุดต่อรายการต้องไม่น้อยกว่ายอดต่ำสุด',
    path: ['max_per_line'],
  });
export type BetTypeInput = z.infer<typeof betTypeInput>;
export const betTypesInput = z.object({ settings: z.array(betTypeInput).min(1).max(8) });

export const drawDate = z.object({
  draw_date: z.string(),
  note: z.string(),
  /** The round of this date (created with the date), its status and how many bills it holds. */
  round_id: z.number().int().nullable(),
  round_status: roundStatus.nullable(),
  bills: z.number().int(),
});
export type DrawDate = z.infer<typeof drawDate>;
export const drawDateInput = z.object({ draw_date: day, note });
export const drawDateRemove = z.object({ draw_date: day });

export const roundsAdminQuery = z.object({
  market_id: id.optional(),
  status: roundStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const roundAdmin = z.object({
  id: z.number().int(),
  market_id: z.number().int(),
  market_name: z.string(),
  market_type: marketType,
  /** What the market sells: its result form asks for the prizes these settle against (no front 3 for Lao). */
  bet_types: z.array(betType),
  title: z.string(),
  open_at: z.string(),
  close_at: z.string(),
  result_at: z.string(),
  status: roundStatus,
  bills: z.number().int(),
  stake: z.number(),
  payout: z.number(),
  restricted: z.number().int(),
});
export type RoundAdmin = z.infer<typeof roundAdmin>;

export const restrictedAdmin = z.object({
  bet_type: betType,
  number: z.string(),
  mode: z.enum(['closed', 'reduced']),
  rate: z.number().nullable(),
  note: z.string(),
});
export type RestrictedAdmin = z.infer<typeof restrictedAdmin>;
export const restrictedInput = z
  .object({
    bet_type: betType,
    number: z.string().regex(/^\d{1,3}$/, 'เลขต้องเป็นตัวเลข 1-3 หลัก'),
    mode: z.enum(['closed', 'reduced']),
    rate: rate.nullable().default(null),
    note,
  })
  .refine((input) => (input.mode === 'reduced') === (input.rate !== null), {
    message: 'เลขจ่ายลดต้องระบุอัตราจ่าย เลขปิดไม่ต้องระบุ',
    path: ['rate'],
  });
export type RestrictedInput = z.infer<typeof restrictedInput>;
export const restrictedRemove = z.object({ bet_type: betType, number: z.string().regex(/^\d{1,3}$/) });

export const exposureQuery = z.object({
  bet_type: betType.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
const exposureRow = z.object({
  bet_type: betType,
  number: z.string(),
  stake: z.number(),
  /** What the agent pays if this number wins, at each line's frozen rate. */
  payout: z.number(),
  /** Payout less the round's whole stake on this bet type: what the agent loses if it wins (negative: gains). */
  net_if_wins: z.number(),
  cap_per_number: z.number().nullable(),
  exposure_cap: z.number().nullable(),
  /** The larger of stake/cap and payout/exposure cap, 0..1 (null without caps). */
  used: z.number().nullable(),
  restricted: z.enum(['closed', 'reduced']).nullable(),
});
export const exposureBoard = z.object({
  round: roundAdmin,
  stake_by_type: z.array(z.object({ bet_type: betType, stake: z.number() })),
  rows: z.array(exposureRow),
});
export type ExposureBoard = z.infer<typeof exposureBoard>;

export const billsAdminQuery = z.object({
  round_id: id.optional(),
  bill_id: id.optional(),
  phone: z
    .string()
    .regex(/^\d{0,10}$/)
    .optional(),
  status: billStatus.optional(),
  number: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const billAdminLine = z.object({
  line_no: z.number().int(),
  bet_type: betType,
  number: z.string(),
  amount: z.number(),
  rate: z.number(),
  status: billStatus,
  payout: z.number(),
});
export const billAdmin = z.object({
  id: z.number().int(),
  round_id: z.number().int(),
  round_title: z.string(),
  market_name: z.string(),
  member_id: z.number().int(),
  member_phone: z.string(),
  member_name: z.string(),
  total: z.number(),
  payout: z.number(),
  status: billStatus,
  created_at: z.string(),
  settled_at: z.string().nullable(),
  lines: z.array(billAdminLine),
});
export type BillAdmin = z.infer<typeof billAdmin>;
