import type { Queryable } from '@server/db/db';

// Existence checks read rows.length: PGlite reports rowCount 0 for a SELECT.

export type MemberRow = {
  id: number;
  agent_id: number;
  phone: string;
  username: string;
  password_hash: string;
  status: 'active' | 'disabled';
  line_user_id: string | null;
};

const memberColumns = 'id, agent_id, phone, username, password_hash, status, line_user_id';

export const findMemberByPhone = async (q: Queryable, agentId: number, phone: string) => {
  const { rows } = await q.query<MemberRow>(
    `SELECT ${memberColumns} FROM members WHERE agent_id = $1 AND phone = $2`,
    [agentId, phone],
  );
  return rows[0] ?? null;
};

export const findMemberById = async (q: Queryable, id: number) => {
  const { rows } = await q.query<MemberRow>(`SELECT ${memberColumns} FROM members WHERE id = $1`, [id]);
  return rows[0] ?? null;
};

export const findMemberByLineUser = async (q: Queryable, agentId: number, lineUserId: string) => {
  const { rows } = await q.query<MemberRow>(
    `SELECT ${memberColumns} FROM members WHERE agent_id = $1 AND line_user_id = $2`,
    [agentId, lineUserId],
  );
  return rows[0] ?? null;
};

export const phoneTaken = async (q: Queryable, agentId: number, phone: string) => {
  const { rows } = await q.query(`SELECT 1 FROM members WHERE agent_id = $1 AND phone = $2`, [
    agentId,
    phone,
  ]);
  return rows.length > 0;
};

/** Without a bank code: the number under any bank of the agent (a live check while the member is typing). */
export const bankAccountTaken = async (
  q: Queryable,
  agentId: number,
  account: string,
  bankCode: string | null,
) => {
  const { rows } = await q.query(
    `SELECT 1 FROM members WHERE agent_id = $1 AND bank_account = $2 AND ($3::text IS NULL OR bank_code = $3)`,
    [agentId, account, bankCode],
  );
  return rows.length > 0;
};

export type BankRow = { code: string; name_th: string; account_digits: number[] };

export const findBank = async (q: Queryable, code: string) => {
  const { rows } = await q.query<BankRow>(`SELECT code, name_th, account_digits FROM banks WHERE code = $1`, [
    code,
  ]);
  return rows[0] ?? null;
};

export const findReferrer = async (q: Queryable, agentId: number, referralCode: string) => {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM members WHERE agent_id = $1 AND referral_code = $2`,
    [agentId, referralCode],
  );
  return rows[0]?.id ?? null;
};

export const setPasswordHash = async (q: Queryable, memberId: number, passwordHash: string) => {
  await q.query(`UPDATE members SET password_hash = $2 WHERE id = $1`, [memberId, passwordHash]);
};
