import { isBahtAmount, toSatang, type Satang } from '@contract/money';
import { fail } from '@server/http/app-error';

/**
 * A baht amount from a request, as satang: refuses non-numbers, more than two decimals and amounts of zero or
 * less (AMOUNT_INVALID), then anything outside [min, max] (PAYMENT_AMOUNT_OUT_OF_RANGE, with the limits).
 */
export const amountWithin = (baht: unknown, min: Satang, max: Satang): Satang => {
  if (!isBahtAmount(baht) || baht <= 0) return fail('AMOUNT_INVALID');
  const amount = toSatang(baht);
  if (amount < min || amount > max) {
    const limits = `${(min / 100).toLocaleString('th-TH')} - ${(max / 100).toLocaleString('th-TH')} บาท`;
    return fail(
      'PAYMENT_AMOUNT_OUT_OF_RANGE',
      { min_amount: min / 100, max_amount: max / 100 },
      `จำนวนเงินต้องอยู่ระหว่าง ${limits}`,
    );
  }
  return amount;
};
