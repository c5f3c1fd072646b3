import { formatBaht } from '@lib/format';

/** Baht for the console's tables: two decimals, grouped, with the currency word. */
export const baht = (amount: number) => `${formatBaht(amount)} บาท`;
