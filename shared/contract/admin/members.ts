import { z } from 'zod';
import { adjustmentStatus } from './manual-money';
import { lineMessagePrefs } from '../line/message-prefs';
import { cursorParam } from '../pagination';

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53);
export const memberIdParams = z.object({ id });
export const memberSessionParams = z.object({ id, session_id: id });

/** One text matched against phone, name (part of), bank account and referral code. */
export const memberSearchQuery = z.object({
  q: z.string().trim().min(2).max(60),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const memberRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  username: z.string(),
  full_name: z.string(),
  bank_code: z.string(),
  bank_account: z.string(),
  referral_code: z.string(),
  status: z.enum(['active', 'disabled']),
  vip_level: z.number().int(),
  created_at: z.string(),
});
export type MemberRow = z.infer<typeof memberRow>;

const memberWallet = z.object({
  id: z.number().int(),
  wallet_type_id: z.number().int(),
  name: z.string(),
  /** Baht. */
  balance: z.number(),
});

export const memberDetail = memberRow.extend({
  line_id: z.string(),
  line_linked: z.boolean(),
  /** Whether the member follows the agent's official account (its webhook's follow/unfollow); null: never heard. */
  line_following: z.boolean().nullable(),
  /** The LINE message categories the member chose (the defaults when never set). */
  line_messages: lineMessagePrefs,
  referred_by: z.string().nullable(),
  wallets: z.array(memberWallet),
});
export type MemberDetail = z.infer<typeof memberDetail>;

export const pageQuery = z.object({
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

const gameLine = z.object({
  id: z.number().int(),
  kind: z.enum(['bet', 'settle', 'rollback', 'tombstone']),
  provider: z.string(),
  game_code: z.string(),
  round_id: z.string(),
  /** Baht. */
  amount: z.number(),
  status: z.string(),
  created_at: z.string(),
});
export const gamePage = z.object({ items: z.array(gameLine), next_cursor: z.string().nullable() });

const paymentLine = z.object({
  id: z.number().int(),
  kind: z.enum(['deposit', 'withdrawal']),
  reference: z.string(),
  channel: z.string(),
  amount: z.number(),
  status: z.string(),
  created_at: z.string(),
});
export const paymentList = z.object({ items: z.array(paymentLine) });

const memberSession = z.object({
  id: z.number().int(),
  ip: z.string(),
  user_agent: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  live: z.boolean(),
});
export const memberSessions = z.object({ items: z.array(memberSession) });
export const revokedAnswer = z.object({
  revoked_sessions: z.number().int(),
  ended_game_sessions: z.number().int(),
});

export const memberNote = z.object({
  id: z.number().int(),
  staff_username: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export const memberNotes = z.object({ items: z.array(memberNote) });
export const addNoteBody = z.object({ body: z.string().trim().min(1).max(1000) });

export const statusBody = z.object({ reason: z.string().max(500).optional() });
/** The answer to a disable or an enable: the member's status now. */
export const memberStatusAnswer = z.object({ status: memberRow.shape.status });

export const passwordResetAnswer = z.object({ ref: z.string(), expires_in: z.number().int() });

/**
 * A credit or debit; `idempotency_key` is made once per form (a second click or a retry changes nothing).
 * `reason` is the staff's internal note (audit, console), never shown to the member; `member_text`, optional, is
 * what the member's statement line and inbox add to the neutral "ปรับยอดเพิ่ม/ลดโดยแอดมิน". An amount with more
 * than two decimals is refused by the server with a Thai message (AMOUNT_INVALID), never rounded.
 */
export const adjustBody = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: z.number().positive().max(10_000_000),
  wallet_type_id: z.number().int().positive().max(1000).default(1),
  reason: z.string().max(500),
  member_text: z.string().max(200).optional(),
  idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/),
});
export type AdjustBody = z.input<typeof adjustBody>;
/**
 * 'done': the money moved (`transfer_id`, `balance`); 'pending': above the agent's four-eyes threshold, a request
 * (`request_id`) that another staff member approves before anything moves (a replay answers the request as it is
 * now: 'approved' or 'rejected' once decided).
 */
export const adjustAnswer = z.object({
  status: adjustmentStatus,
  request_id: z.number().int(),
  transfer_id: z.number().int().nullable(),
  replayed: z.boolean(),
  balance: z.number().nullable(),
});
