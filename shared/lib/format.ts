import type { Satang } from '@contract/money';

const TIME_ZONE = 'Asia/Bangkok';

const bahtFormat = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money for the screen, two decimals with grouping: `formatBaht(1250.5)` -> '1,250.50'.
 * API answers carry baht; pass `{ satang: true }` for an amount held as integer satang inside the client.
 */
export const formatBaht = (amount: number | Satang, options: { satang?: boolean } = {}): string => {
  const baht = options.satang ? amount / 100 : amount;
  return bahtFormat.format(Number.isFinite(baht) ? baht : 0);
};

export const formatSatang = (amount: Satang): string => formatBaht(amount, { satang: true });

/** Whole numbers such as points: '12,500'. */
export const formatNumber = (value: number): string =>
  new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 }).format(value);

const parts = (iso: string | Date, withTime: boolean) => {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return null;
  // Gregorian parts in Bangkok time, then +543: not every runtime ships the Buddhist calendar data.
  const values = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
  }).formatToParts(date);
  const pick = (type: Intl.DateTimeFormatPartTypes) => values.find((part) => part.type === type)?.value ?? '';
  return {
    day: pick('day'),
    month: pick('month'),
    year: String(Number(pick('year')) + 543),
    hour: pick('hour'),
    minute: pick('minute'),
  };
};

/** '21/11/2569' in the Buddhist era, Bangkok time. */
export const formatThaiDate = (iso: string | Date): string => {
  const p = parts(iso, false);
  return p ? `${p.day}/${p.month}/${p.year}` : '-';
};

/** '21/11/2569 15:04' in the Buddhist era, Bangkok time. */
export const formatThaiDateTime = (iso: string | Date): string => {
  const p = parts(iso, true);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '-';
};
