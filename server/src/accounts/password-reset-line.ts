import type { Queryable } from '@server/db/db';
import type { SecretBox } from '@server/line/secret-box';
import { enqueue } from '@server/outbox/outbox';

type ResetCodeByLine = {
  agentId: number;
  memberId: number;
  /** The `otp_codes` row: the message is keyed by it, so the same code is never sent twice. */
  otpId: number | string;
  code: string;
  ref: string;
  expiresAt: Date;
};

/**
 * The forgotten-password code by LINE instead of SMS (issue 29), for a member who linked LINE on an agent whose
 * official account is set up: a push through the outbox in the caller's transaction (the code's own), keyed
 * `line:reset_password:<otp id>`. The text is sealed with the server's key in the payload (`sealed_push`): the
 * outbox table, the console and the logs never show the code, and it is not sent once expired. False when the
 * member cannot be reached on LINE (not linked, the account not set up, or the member blocked the account: LINE
 * would never show the push, as `line_member_agent` knows): the caller sends the SMS instead. Never logs the code.
 */
export const sendResetCodeByLine = async (
  q: Queryable,
  box: SecretBox,
  message: ResetCodeByLine,
): Promise<boolean> => {
  const { rows } = await q.query<{ line_user_id: string }>(
    `SELECT m.line_user_id FROM members m
       JOIN agent_line_settings s ON s.agent_id = m.agent_id
                                 AND s.channel_secret_sealed <> '' AND s.access_token_sealed <> ''
      WHERE m.id = $1 AND m.agent_id = $2 AND coalesce(m.line_user_id, '') <> ''
        AND NOT EXISTS (SELECT 1 FROM line_followers f
                         WHERE f.agent_id = m.agent_id AND f.line_user_id = m.line_user_id AND NOT f.following)`,
    [message.memberId, message.agentId],
  );
  const to = rows[0]?.line_user_id;
  if (!to) return false;
  const minutes = Math.max(1, Math.round((message.expiresAt.getTime() - Date.now()) / 60_000));
  const text = `รหัส OTP สำหรับตั้งรหัสผ่านใหม่คือ ${message.code} (Ref: ${message.ref}) ใช้ได้ภายใน ${minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`;
  await enqueue(q, {
    agentId: message.agentId,
    channel: 'line',
    kind: 'reset_password',
    eventKey: `line:reset_password:${message.otpId}`,
    payload: {
      op: 'sealed_push',
      to,
      sealed: box.seal(JSON.stringify([{ type: 'text', text }])),
      expiresAt: message.expiresAt.toISOString(),
    },
  });
  return true;
};
