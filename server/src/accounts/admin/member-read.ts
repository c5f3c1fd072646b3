import type { MemberDetail, MemberRow } from '@contract/admin/members';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { memberWallets } from '@server/ledger';
import { lineMessagesOf } from '@server/line/messaging/member-prefs';

const columns = `m.id::int AS id, m.phone, m.username, m.full_name, m.bank_code, m.bank_account, m.referral_code,
                 m.status, m.vip_level, m.created_at`;

type Row = Omit<MemberRow, 'created_at'> & { created_at: Date | string };
const toRow = (row: Row): MemberRow => ({ ...row, created_at: new Date(row.created_at).toISOString() });

/**
 * A bank account as a slip prints it: the digits shown, each hidden one an x (`xxx-x-x1234-x`), as a pattern over
 * the account's digits; or a run of 4-9 digits (`1234`, `12345`) found anywhere in the account. Null otherwise.
 */
const bankAccountPatternOf = (text: string): { contains: string } | { pattern: string } | null => {
  const compact = text.replace(/[\s-]/g, '');
  if (/^\d{4,9}$/.test(compact)) return { contains: compact };
  if (!/^[\dxX*•]+$/.test(compact) || !/[xX*•]/.test(compact) || (compact.match(/\d/g) ?? []).length < 3)
    return null;
  return { pattern: `^${compact.replace(/[xX*•]/g, '[0-9]')}$` };
};

/**
 * Members of the agent whose phone, bank account or referral code equals the text, whose name or username
 * contains it, or whose bank account matches it as a slip prints it (`bankAccountPatternOf`); exact matches first.
 * LIKE wildcards in the text are matched literally.
 */
export const searchMembers = async (q: Queryable, agentId: number, text: string, limit = 50) => {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const bank = bankAccountPatternOf(text);
  const { rows } = await q.query<Row>(
    `SELECT ${columns} FROM members m
      WHERE m.agent_id = $1
        AND (m.phone = $2 OR m.bank_account = $2 OR upper(m.referral_code) = upper($2)
             OR m.full_name ILIKE $3 OR m.username ILIKE $3
             OR ($5::text IS NOT NULL AND m.bank_account LIKE '%' || $5 || '%')
             OR ($6::text IS NOT NULL AND regexp_replace(m.bank_account, '[^0-9]', '', 'g') ~ $6))
      ORDER BY (m.phone = $2 OR m.bank_account = $2 OR upper(m.referral_code) = upper($2)) DESC, m.id DESC
      LIMIT $4`,
    [
      agentId,
      text,
      like,
      limit,
      bank && 'contains' in bank ? bank.contains : null,
      bank && 'pattern' in bank ? bank.pattern : null,
    ],
  );
  return rows.map(toRow);
};

/** The member of this agent, or MEMBER_NOT_FOUND (another agent's member is not found either). */
export const memberOfAgent = async (q: Queryable, agentId: number, memberId: number) => {
  const { rows } = await q.query<Row & { line_id: string; line_linked: boolean; referred_by: string | null }>(
    `SELECT ${columns}, m.line_id, m.line_user_id IS NOT NULL AS line_linked, r.referral_code AS referred_by
       FROM members m LEFT JOIN members r ON r.id = m.referred_by
      WHERE m.agent_id = $1 AND m.id = $2`,
    [agentId, memberId],
  );
  return rows[0] ?? fail('MEMBER_NOT_FOUND');
};

/** Whether the member follows the official account (null: no follow or unfollow heard) and their LINE choices. */
const lineStateOf = async (q: Queryable, agentId: number, memberId: number) => {
  const { rows } = await q.query<{ following: boolean | null }>(
    `SELECT f.following FROM members m
       LEFT JOIN line_followers f ON f.agent_id = $1 AND f.line_user_id = m.line_user_id
      WHERE m.id = $2`,
    [agentId, memberId],
  );
  return { following: rows[0]?.following ?? null, prefs: (await lineMessagesOf(q, memberId)).prefs };
};

export const memberDetail = async (
  q: Queryable,
  agentId: number,
  memberId: number,
): Promise<MemberDetail> => {
  const row = await memberOfAgent(q, agentId, memberId);
  const wallets = await memberWallets(q, memberId);
  const line = await lineStateOf(q, agentId, memberId);
  return {
    ...toRow(row),
    line_id: row.line_id,
    line_linked: row.line_linked,
    line_following: line.following,
    line_messages: line.prefs,
    referred_by: row.referred_by,
    wallets: wallets.map((w) => ({
      id: w.id,
      wallet_type_id: w.walletTypeId,
      name: w.name,
      balance: toBaht(w.balance),
    })),
  };
};
