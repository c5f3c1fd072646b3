import type { HouseAccounts } from '@contract/admin/ledger';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';

/**
 * The house accounts with their balances (the sum of their entries: house rows are never updated), and the
 * total of every member wallet. House accounts are the platform's, shared by every agent on it.
 */
export const houseAccounts = async (q: Queryable): Promise<HouseAccounts> => {
  const [house, members] = await Promise.all([
    q.query<{ id: number; code: string; balance: number }>(
      `SELECT a.id::int AS id, a.house_code AS code, coalesce(sum(e.amount), 0)::bigint AS balance
         FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        WHERE a.owner = 'house' AND a.asset = 'thb'
        GROUP BY a.id ORDER BY a.house_code`,
    ),
    q.query<{ total: number }>(
      `SELECT coalesce(sum(balance), 0)::bigint AS total FROM ledger_accounts WHERE owner = 'member' AND asset = 'thb'`,
    ),
  ]);
  return {
    accounts: house.rows.map((row) => ({ id: row.id, code: row.code, balance: toBaht(Number(row.balance)) })),
    member_total: toBaht(Number(members.rows[0]!.total)),
  };
};
