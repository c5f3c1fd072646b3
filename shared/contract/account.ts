import { z } from 'zod';
import { shortText } from './common';

// Shapes only: formats (10-digit phone, password strength, bank digits) are business rules answered with codes.
const phone = z.string().max(20);
const password = z.string().max(200);

export const checkAccountBody = z.object({
  phone: phone.optional(),
  bank_code: z.string().max(20).optional(),
  bank_account: z.string().max(30).optional(),
  agent_code: z.string().max(40).optional(),
});
export const checkAccountAnswer = z.object({
  phone_available: z.boolean().nullable(),
  bank_account_available: z.boolean().nullable(),
});

export const registerBody = z.object({
  phone,
  password,
  full_name: shortText,
  bank_code: z.string().max(20),
  bank_account: z.string().max(30),
  line_id: z.string().max(100).optional(),
  referral_code: z.string().max(40).optional(),
  /** The client's own device id (kept in local storage): one of the affiliate self-referral signals. */
  device_id: z.string().max(100).optional(),
  /** The member confirms being 20 or older (Thailand's age of majority). */
  age_confirmed: z.boolean(),
  /** From POST /api/auth/line when a LINE profile starts registration: links the new member to it. */
  line_registration_token: z.string().max(2000).optional(),
  /** When the agent asks for it (`register_otp` in the agent configuration): the code sent by SMS, and its ref. */
  otp_ref: z.string().max(20).optional(),
  otp: z.string().max(10).optional(),
  agent_code: z.string().max(40).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;
/** POST /api/register/otp: a code by SMS to the phone about to register (answered as resetPasswordAnswer). */
export const registerOtpBody = z.object({ phone, agent_code: z.string().max(40).optional() });

export const loginBody = z.object({ phone, password, agent_code: z.string().max(40).optional() });
export const sessionAnswer = z.object({ access_token: z.string(), expires_at: z.string() });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

export const userInfo = z.object({
  id: z.number().int(),
  agent_code: z.string(),
  username: z.string(),
  phone: z.string(),
  full_name: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
  /** Masked except the last four digits. */
  bank_account: z.string(),
  line_id: z.string(),
  line_linked: z.boolean(),
  vip_level: z.number().int().min(0).max(2),
  referral_code: z.string(),
  created_at: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** The answer is a fresh session: every session of the member, the current one included, has ended. */
export const changePasswordBody = z.object({ old_password: password, new_password: password });

/** Logout ends the current session at once. */
export const logoutAnswer = z.null();

/** Step 1 of a reset: a one-time code is sent to the member's phone by SMS. */
export const resetPasswordBody = z.object({
  phone,
  /** `line`: the code by LINE for a member who linked it (else it goes by SMS all the same); default `sms`. */
  channel: z.enum(['sms', 'line']).optional(),
  agent_code: z.string().max(40).optional(),
});
export const resetPasswordAnswer = z.object({
  ref: z.string(),
  expires_in: z.number().int(),
  resend_in: z.number().int(),
});

/** Step 2: the code and a new password; every session of the member ends. */
export const resetPasswordV2Body = z.object({
  phone,
  ref: z.string().max(40),
  otp: z.string().max(10),
  new_password: password,
  agent_code: z.string().max(40).optional(),
});
export const resetPasswordV2Answer = z.object({ password_changed: z.literal(true) });

export const lineAuthBody = z.object({
  id_token: z.string().max(5000),
  nonce: z.string().max(200).optional(),
  agent_code: z.string().max(40).optional(),
});
/**
 * POST /api/auth/line/nonce: a single-use nonce for a LINE login that can carry one (LINE Login's `nonce`); a
 * token carrying a nonce is accepted only with one from here, once.
 */
export const lineNonceAnswer = z.object({ nonce: z.string(), expires_in: z.number().int() });

/**
 * POST /api/auth/line/link (logged in): the LINE ID token and the account's password (a session alone must not be
 * enough to tie someone's LINE to the account); the member's account is now linked to that LINE user.
 */
export const lineLinkBody = lineAuthBody.extend({ password: z.string().min(1).max(200) });
/**
 * POST /api/auth/line/link_account (LIFF, not logged in): a LINE user who is not linked yet and already has an
 * account proves it with the account's phone and password; the account is linked to the LINE user of the
 * registration token (from POST /api/auth/line) and a session answered.
 */
export const lineLinkAccountBody = z.object({
  line_registration_token: z.string().max(2000),
  phone: z.string().max(20),
  password: z.string().min(1).max(200),
  agent_code: z.string().max(40).optional(),
});
/**
 * POST /api/member/line/link/start (logged in, web): the account's password starts linking LINE with LINE Login;
 * the browser goes to `authorize_url` and comes back through GET /api/line/link/callback to
 * `/member/profile?line=<outcome>` (`lineWebLinkOutcomes`, line-link-outcomes.ts).
 */
export const lineWebLinkStartBody = z.object({ password: z.string().min(1).max(200) });
export const lineWebLinkStartAnswer = z.object({
  authorize_url: z.string().url(),
  expires_in: z.number().int(),
});
/** POST /api/auth/line/unlink (logged in): LINE no longer logs in to this account; unlinking twice is a no-op. */
export const lineUnlinkAnswer = z.object({ line_linked: z.literal(false) });
/** POST /api/auth/line/link (logged in): the same body; the member's account is now linked to that LINE user. */
export const lineLinkAnswer = z.object({
  line_linked: z.literal(true),
  profile: z.object({ name: z.string(), picture: z.string() }),
});
export const lineAuthAnswer = z.discriminatedUnion('linked', [
  z.object({ linked: z.literal(true), access_token: z.string(), expires_at: z.string() }),
  z.object({
    linked: z.literal(false),
    /** Signed, short-lived: sent back with POST /api/register to link the new member to this LINE user. */
    line_registration_token: z.string(),
    profile: z.object({ name: z.string(), picture: z.string() }),
  }),
]);
export type LineAuthAnswer = z.infer<typeof lineAuthAnswer>;
