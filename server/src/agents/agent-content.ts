import type {
  AgentBankAccount,
  AgentConfig,
  AgentEvent,
  AgentNotification,
  AgentTrueMoneyAccount,
  Bank,
  Banner,
} from '@contract/agent';
import type { Queryable } from '@server/db/db';
import type { AgentRow } from './agent-repository';

/**
 * `passwordResetSms`: whether the configured SMS sender reaches members' phones (server/src/sms); `registerOtp`:
 * whether the agent asks new members for a code first (agent_sms_settings).
 */
export const toConfig = (agent: AgentRow, passwordResetSms: boolean, registerOtp: boolean): AgentConfig => ({
  agent_code: agent.code,
  agent_id: agent.id,
  info: {
    agent_logo: agent.logo,
    line_contact_url: agent.line_contact_url,
    line_admin_url: agent.line_admin_url,
    telegram_contact_url: agent.telegram_contact_url,
    name: agent.name,
  },
  password_reset_sms: passwordResetSms,
  register_otp: registerOtp,
});

export const bankAccounts = async (q: Queryable, agentId: number) =>
  (
    await q.query<AgentBankAccount>(
      `SELECT a.id, a.bank_code, b.name_th AS bank_name, b.short_name AS bank_short_name, a.account_number, a.account_name
         FROM agent_bank_accounts a JOIN banks b ON b.code = a.bank_code
        WHERE a.agent_id = $1 AND a.active ORDER BY a.sort, a.id`,
      [agentId],
    )
  ).rows;

export const trueMoneyAccounts = async (q: Queryable, agentId: number) =>
  (
    await q.query<AgentTrueMoneyAccount>(
      `SELECT id, phone, account_name FROM agent_true_money_accounts WHERE agent_id = $1 AND active ORDER BY sort, id`,
      [agentId],
    )
  ).rows;

/** The agent's announcements; without the marketing ones for a member in a time-out or exclusion. */
export const notifications = async (q: Queryable, agentId: number, { marketing = true } = {}) =>
  (
    await q.query<AgentNotification>(
      `SELECT id, type, image, link, title, description FROM agent_notifications
        WHERE agent_id = $1 AND active AND ($2 OR NOT marketing) ORDER BY sort, id`,
      [agentId, marketing],
    )
  ).rows;

/**
 * The agent's banners for who looks (migration 1070): a member (a live session) gets the 'members' and
 * 'everyone' ones, a guest the 'guests' and 'everyone' ones (the "สมัครวันนี้" banner is a guest's).
 */
export const banners = async (q: Queryable, agentId: number, viewer: 'guest' | 'member') =>
  (
    await q.query<Banner>(
      `SELECT id, image, link, title FROM agent_banners
        WHERE agent_id = $1 AND active AND audience IN ('everyone', $2) ORDER BY sort, id`,
      [agentId, viewer === 'member' ? 'members' : 'guests'],
    )
  ).rows;

/** The events running at `now`: active, and within their schedule where one is set (migration 0950). */
export const events = async (q: Queryable, agentId: number, now: Date) =>
  (
    await q.query<AgentEvent>(
      `SELECT id, image, title, link FROM agent_events
        WHERE agent_id = $1 AND active AND (starts_at IS NULL OR starts_at <= $2) AND (ends_at IS NULL OR ends_at > $2)
        ORDER BY sort, id`,
      [agentId, now],
    )
  ).rows;

export const banks = async (q: Queryable) =>
  (await q.query<Bank>(`SELECT code, name_th, short_name, account_digits FROM banks ORDER BY sort, code`))
    .rows;
