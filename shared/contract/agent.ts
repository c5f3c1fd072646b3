import { z } from 'zod';
import { agentCodeSchema } from './common';

export const agentCodeBody = z.object({ agent_code: agentCodeSchema.optional() });
export const agentCodeQuery = z.object({ agent_code: agentCodeSchema.optional() });
export const agentValidateQuery = z.object({ code: agentCodeSchema });

const agentInfo = z.object({
  agent_logo: z.string(),
  line_contact_url: z.string(),
  line_admin_url: z.string(),
  telegram_contact_url: z.string(),
  name: z.string(),
});
export const agentConfig = z.object({
  agent_code: z.string(),
  agent_id: z.number().int(),
  info: agentInfo,
  /**
   * Whether a forgotten password can be reset by a code sent by SMS: true only when an SMS gateway that reaches
   * members' phones is configured. False with the built-in outbox (the forgot page then says how to reset
   * instead of claiming a code was sent); absent is false.
   */
  password_reset_sms: z.boolean().default(false),
  /**
   * Whether registration asks for a code sent by SMS to the phone first (POST /api/register/otp, then `otp_ref`
   * and `otp` with the form): the agent's choice on the console's SMS page; absent is false.
   */
  register_otp: z.boolean().default(false),
});
export type AgentConfig = z.infer<typeof agentConfig>;

export const agentBankAccount = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  bank_short_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
});
export type AgentBankAccount = z.infer<typeof agentBankAccount>;

export const agentTrueMoneyAccount = z.object({
  id: z.number().int(),
  phone: z.string(),
  account_name: z.string(),
});
export type AgentTrueMoneyAccount = z.infer<typeof agentTrueMoneyAccount>;

export const agentValidation = z.object({ valid: z.boolean(), agent_code: z.string(), name: z.string() });

/** type 1: announcement with image; any other type: text notice. */
export const agentNotification = z.object({
  id: z.number().int(),
  type: z.number().int(),
  image: z.string(),
  link: z.string(),
  title: z.string(),
  description: z.string(),
});
export type AgentNotification = z.infer<typeof agentNotification>;

export const banner = z.object({
  id: z.number().int(),
  image: z.string(),
  link: z.string(),
  title: z.string(),
});
export type Banner = z.infer<typeof banner>;

/** An event of the event dialog; `link` is where its image leads ('' : the dialog's default, /poll/1). */
export const agentEvent = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  link: z.string().default(''),
});
export type AgentEvent = z.infer<typeof agentEvent>;

export const bank = z.object({
  code: z.string(),
  name_th: z.string(),
  short_name: z.string(),
  account_digits: z.array(z.number().int()),
});
export type Bank = z.infer<typeof bank>;
