import { formatBaht } from '@lib/format';
import { paymentText } from '@features/payment/strings';

/**
 * Reads what the member typed as baht: digits with at most two decimals (commas allowed). Answers the number,
 * or the Thai reason it cannot be sent. The server checks again; this only saves a round trip.
 */
export const readAmount = (
  text: string,
  limits: { min: number; max: number },
): { amount: number; error: null } | { amount: null; error: string } => {
  const clean = text.replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return { amount: null, error: paymentText.amountInvalid };
  const amount = Number(clean);
  if (amount < limits.min || amount > limits.max)
    return {
      amount: null,
      error: paymentText.amountOutOfRange(formatBaht(limits.min), formatBaht(limits.max)),
    };
  return { amount, error: null };
};
