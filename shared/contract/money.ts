/** Integer satang: the only money type inside the product. Baht exist only at the API edge and on screen. */
export type Satang = number & { readonly __brand: 'satang' };

export const satang = (value: number): Satang => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`satang must be a safe integer, got ${value}`);
  return value as Satang;
};

/** Baht (at most two decimals) to satang, exactly: parsed from the decimal text, never by float multiplication. */
export const toSatang = (baht: number | string): Satang => {
  const text = typeof baht === 'number' ? bahtText(baht) : baht.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not a baht amount with at most two decimals: ${baht}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return satang(sign ? -value : value);
};

/**
 * Satang to a baht number for the API (1250.5 for 125050). One correctly rounded division gives the double
 * nearest the two-decimal value, which prints as that value; adding the whole and the fraction separately
 * rounds twice (1 + 0.57 is 1.5699999999999998, which the API's own schemas refuse).
 */
export const toBaht = (amount: Satang | number): number => amount / 100;

const bahtText = (value: number) => {
  if (!Number.isFinite(value)) return 'NaN';
  // Numbers like 0.1 + 0.2 print with long tails; more than two decimals is refused, not rounded.
  const text = String(value);
  return text.includes('e') ? value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '') : text;
};

/** True when `value` is a baht amount with at most two decimals. */
export const isBahtAmount = (value: unknown): value is number => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  try {
    toSatang(value);
    return true;
  } catch {
    return false;
  }
};
