import type { UserInfo } from '@contract/account';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';

/** Only the last four digits are shown: enough for the member to recognise the account. */
export const maskAccount = (account: string) =>
  account.length <= 4 ? account : `${'x'.repeat(account.length - 4)}${account.slice(-4)}`;

type Row = {
  id: number;
  code: string;
  username: string;
  phone: string;
  full_name: string;
  bank_code: string;
  name_th: string;
  bank_account: string;
  line_id: string;
  line_user_id: string | null;
  vip_level: number;
  referral_code: string;
  created_at: Date | string;
};

export const userInfo = async (q: Queryable, memberId: number): Promise<UserInfo> => {
  const { rows } = await q.query<Row>(
    `SELECT m.id, a.code, m.username, m.phone, m.full_name, m.bank_code, b.name_th, m.bank_account, m.line_id,
            m.line_user_id, m.vip_level, m.referral_code, m.created_at
       FROM members m JOIN agents a ON a.id = m.agent_id JOIN banks b ON b.code = m.bank_code
      WHERE m.id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) return fail('UNAUTHORIZED');
  return {
    id: row.id,
    agent_code: row.code,
    username: row.username,
    phone: row.phone,
    full_name: row.full_name,
    bank_code: row.bank_code,
    bank_name: row.name_th,
    bank_account: maskAccount(row.bank_account),
    line_id: row.line_id,
    line_linked: row.line_user_id !== null,
    vip_level: row.vip_level,
    referral_code: row.referral_code,
    created_at: new Date(row.created_at).toISOString(),
  };
};
