import type { WithdrawInfo } from '@contract/payment';
import { formatBaht } from '@lib/format';
import { paymentText } from '@features/payment/strings';
import { readAmount } from './amount-rules';

/**
 * Why the withdraw button is off, shown beside it: a disabled button with no reason left members stuck after a
 * request, or with a balance under the minimum. Null when a request may be made.
 */
export const withdrawBlockedReason = (info: WithdrawInfo): string | null => {
  if (info.pending.length > 0) return paymentText.withdrawBlockedPending;
  if (info.turnover_owed > 0) return paymentText.withdrawBlockedTurnover(formatBaht(info.turnover_owed));
  if (info.withdrawable < info.min_amount)
    return paymentText.withdrawBlockedMinimum(formatBaht(info.min_amount), formatBaht(info.withdrawable));
  return null;
};

/**
 * The typed amount against the member's own limits, each with its own reason: more than the balance says the
 * balance is too low, not "between the minimum and the balance".
 */
export const readWithdrawAmount = (text: string, info: WithdrawInfo) => {
  const read = readAmount(text, { min: 0, max: Number.POSITIVE_INFINITY });
  if (read.amount === null) return read;
  const fail = (error: string) => ({ amount: null, error }) as const;
  if (read.amount < info.min_amount)
    return fail(paymentText.withdrawBelowMinimum(formatBaht(info.min_amount)));
  if (read.amount > info.withdrawable)
    return fail(paymentText.withdrawOverBalance(formatBaht(info.withdrawable)));
  if (read.amount > info.max_amount) return fail(paymentText.withdrawOverLimit(formatBaht(info.max_amount)));
  return read;
};
