import type { Satang } from '@contract/money';
import { bangkokParts } from '@contract/thai-time';

/**
 * Made at the first amount shown, not when the module loads: a first Intl formatter loads the locale's data, a
 * long part of a first screen's script evaluation on a phone (the LIFF shell, which shows no amount).
 */
let bahtFormat: Intl.NumberFormat | undefined;
const bahtFormatter = () =>
  (bahtFormat ??= new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * Money for the screen, two decimals with grouping: `formatBaht(1250.5)` -> '1,250.50'.
 * API answers carry baht; pass `{ satang: true }` for an amount held as integer satang inside the client.
 */
export const formatBaht = (amount: number | Satang, options: { satang?: boolean } = {}): string => {
  const baht = options.satang ? amount / 100 : amount;
  return bahtFormatter().format(Number.isFinite(baht) ? baht : 0);
};

export const formatSatang = (amount: Satang): string => formatBaht(amount, { satang: true });

/** Whole numbers such as points: '12,500'. */
export const formatNumber = (value: number): string =>
  new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 }).format(value);

/** Bangkok parts in the Buddhist era (the one thai-time module), or null for a date that is not one. */
const parts = (iso: string | Date) => {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? null : bangkokParts(date);
};

/** '21/11/2569' in the Buddhist era, Bangkok time. */
export const formatThaiDate = (iso: string | Date): string => {
  const p = parts(iso);
  return p ? `${p.day}/${p.month}/${p.year}` : '-';
};

/** '21/11/2569 15:04' in the Buddhist era, Bangkok time. */
export const formatThaiDateTime = (iso: string | Date): string => {
  const p = parts(iso);
  return p ? `${p.day}/${p.month}/${p.year} ${p.time}` : '-';
};

/** '15:04', Bangkok time: the close of a round that opens the same day. */
export const formatThaiTime = (iso: string | Date): string => parts(iso)?.time ?? '-';
