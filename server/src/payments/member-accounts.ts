import type { MemberBankAccount } from '@contract/payment';
import type { Queryable } from '@server/db/db';

/** 1234567890 -> xxx-x-x6789-0 style masks are bank-specific; the last four digits are what members recognise. */
export const maskAccount = (account: string) =>
  account.length <= 4 ? account : `${'x'.repeat(account.length - 4)}${account.slice(-4)}`;

export type MemberAccountRow = MemberBankAccount & { full_bank_account: string };

/** The member's withdrawal destinations: the registered account, then the sub account if one was added. */
export const memberAccounts = async (q: Queryable, memberId: number): Promise<MemberAccountRow[]> => {
  const { rows } = await q.query<{
    destination: 'main' | 'sub';
    bank_code: string;
    bank_name: string;
    bank_account: string;
    account_name: string;
  }>(
    `SELECT 'main' AS destination, m.bank_code, b.name_th AS bank_name, m.bank_account, m.full_name AS account_name
       FROM members m JOIN banks b ON b.code = m.bank_code WHERE m.id = $1
     UNION ALL
     SELECT 'sub', s.bank_code, b.name_th, s.bank_account, s.account_name
       FROM member_sub_bank_accounts s JOIN banks b ON b.code = s.bank_code WHERE s.member_id = $1
     ORDER BY 1`,
    [memberId],
    { name: 'member_accounts' }, // every withdrawal request and withdrawal form: prepared once per connection
  );
  return rows.map((row) => ({
    ...row,
    bank_account: maskAccount(row.bank_account),
    full_bank_account: row.bank_account,
  }));
};
