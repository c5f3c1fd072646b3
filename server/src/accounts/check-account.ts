import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { bankAccountTaken, findBank, phoneTaken } from './member-repository';
import { normalizeAccount, requireAccountDigits, requirePhone } from './rules';

export type CheckAccountInput = { phone?: string; bank_code?: string; bank_account?: string };
export type Availability = { phone_available: boolean | null; bank_account_available: boolean | null };

/**
 * Is a phone / bank account free to register in this agent? null for what was not asked. A format error is
 * answered with its code, so the form shows the same message registration would.
 */
export const checkAccount = async (
  q: Queryable,
  agentId: number,
  input: CheckAccountInput,
): Promise<Availability> => {
  const phone = input.phone === undefined ? null : requirePhone(input.phone);
  let bankCode: string | null = null;
  let account: string | null = null;
  if (input.bank_code !== undefined) {
    const bank = await findBank(q, input.bank_code.trim().toUpperCase());
    if (!bank) return fail('BANK_UNKNOWN');
    bankCode = bank.code;
    if (input.bank_account !== undefined)
      account = requireAccountDigits(input.bank_account, bank.account_digits);
  } else if (input.bank_account !== undefined) {
    // No bank chosen yet: the number is checked under every bank (Thai account numbers are 10 or 12 digits).
    account = requireAccountDigits(normalizeAccount(input.bank_account), [10, 12]);
  }
  return {
    phone_available: phone === null ? null : !(await phoneTaken(q, agentId, phone)),
    bank_account_available:
      account === null ? null : !(await bankAccountTaken(q, agentId, account, bankCode)),
  };
};
