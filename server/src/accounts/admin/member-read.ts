import type { MemberDetail, MemberRow } from '@contract/admin/members';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { memberWallets } from '@server/ledger';

const columns = `m.id::int AS id, m.phone, m.username, m.full_name, m.bank_code, m.bank_account, m.referral_code,
                 m.status, m.vip_level, m.created_at`;

type Row = Omit<MemberRow, 'created_at'> & { created_at: Date | string };
const toRow = (row: Row): MemberRow => ({ ...row, created_at: new Date(row.created_at).toISOString() });

/**
 * Members of the agent whose phone, bank account or referral code equals the text, or whose name or username
 * contains it; exact matches first. LIKE wildcards in the text are matched literally.
 */
export const searchMembers = async (q: Queryable, agentId: number, text: string, limit = 50) => {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await q.query<Row>(
    `SELECT ${columns} FROM members m
      WHERE m.agent_id = $1
        AND (m.phone = $2 OR m.bank_account = $2 OR upper(m.referral_code) = upper($2)
             OR m.full_name ILIKE $3 OR m.username ILIKE $3)
      ORDER BY (m.phone = $2 OR m.bank_account = $2 OR upper(m.referral_code) = upper($2)) DESC, m.id DESC
      LIMIT $4`,
    [agentId, text, like, limit],
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

export const memberDetail = async (
  q: Queryable,
  agentId: number,
  memberId: number,
): Promise<MemberDetail> => {
  const row = await memberOfAgent(q, agentId, memberId);
  const wallets = await memberWallets(q, memberId);
  return {
    ...toRow(row),
    line_id: row.line_id,
    line_linked: row.line_linked,
    referred_by: row.referred_by,
    wallets: wallets.map((w) => ({
      id: w.id,
      wallet_type_id: w.walletTypeId,
      name: w.name,
      balance: toBaht(w.balance),
    })),
  };
};
