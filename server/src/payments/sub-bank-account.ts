import type { MemberBankAccount } from '@contract/payment';
import { passwordMatches } from '@server/accounts/password-check';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { SessionMember } from '@server/plugins/auth';
import { memberAccounts } from './member-accounts';

/**
 * Adds or changes the member's sub (second) bank account for withdrawals. Rules a real site needs: the login
 * password confirms it (a stolen session alone cannot redirect money, nor guess the password: each check counts
 * against the login limits, and a locked account is refused even the right password), the account is in the member's own name,
 * has the bank's digit count, is not the main account and belongs to no other member of the agent, and it
 * cannot change while a withdrawal to it is pending. Every change is kept in an audit table.
 */
export const updateSubBankAccount = async (
  db: Db,
  member: SessionMember,
  input: { bank_code: string; bank_account: string; password: string },
  ip: string,
): Promise<MemberBankAccount[]> => {
  const { rows } = await db.query<{
    password_hash: string;
    phone: string;
    bank_code: string;
    bank_account: string;
    full_name: string;
  }>(`SELECT password_hash, phone, bank_code, bank_account, full_name FROM members WHERE id = $1`, [
    member.id,
  ]);
  const owner = rows[0] ?? fail('UNAUTHORIZED');
  const credentials = { agentId: member.agentId, phone: owner.phone, passwordHash: owner.password_hash };
  if (!(await passwordMatches(db, credentials, input.password, ip))) fail('SUB_BANK_PASSWORD_WRONG');
  const bank = (
    await db.query<{ account_digits: number[] }>(`SELECT account_digits FROM banks WHERE code = $1`, [
      input.bank_code,
    ])
  ).rows[0];
  if (!bank) fail('BANK_UNKNOWN');
  const account = input.bank_account.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(account) || !bank!.account_digits.includes(account.length)) fail('BANK_ACCOUNT_INVALID');
  if (input.bank_code === owner.bank_code && account === owner.bank_account) fail('SUB_BANK_SAME_AS_MAIN');
  const taken = await db.query(
    `SELECT 1 FROM members WHERE agent_id = $1 AND id <> $2 AND bank_code = $3 AND bank_account = $4
     UNION ALL
     SELECT 1 FROM member_sub_bank_accounts s JOIN members m ON m.id = s.member_id
      WHERE m.agent_id = $1 AND s.member_id <> $2 AND s.bank_code = $3 AND s.bank_account = $4`,
    [member.agentId, member.id, input.bank_code, account],
  );
  if (taken.rows.length > 0) fail('BANK_ACCOUNT_TAKEN');

  await db.tx(async (q) => {
    // Locks the member's pending withdrawal (if any) so a request cannot slip in between the check and the change.
    const pending = await q.query(
      `SELECT 1 FROM withdrawals WHERE member_id = $1 AND status = 'pending' AND destination = 'sub' FOR UPDATE`,
      [member.id],
    );
    if (pending.rows.length > 0) fail('SUB_BANK_LOCKED');
    const old = await q.query<{ bank_code: string; bank_account: string }>(
      `SELECT bank_code, bank_account FROM member_sub_bank_accounts WHERE member_id = $1 FOR UPDATE`,
      [member.id],
    );
    await q.query(
      `INSERT INTO member_sub_bank_accounts (member_id, bank_code, bank_account, account_name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id) DO UPDATE
         SET bank_code = EXCLUDED.bank_code, bank_account = EXCLUDED.bank_account,
             account_name = EXCLUDED.account_name, updated_at = now()`,
      [member.id, input.bank_code, account, owner.full_name],
    );
    await q.query(
      `INSERT INTO member_sub_bank_changes (member_id, old_bank_code, old_bank_account, new_bank_code, new_bank_account, ip)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        member.id,
        old.rows[0]?.bank_code ?? '',
        old.rows[0]?.bank_account ?? '',
        input.bank_code,
        account,
        ip,
      ],
    );
  });
  return (await memberAccounts(db, member.id)).map(({ full_bank_account: _full, ...rest }) => rest);
};
