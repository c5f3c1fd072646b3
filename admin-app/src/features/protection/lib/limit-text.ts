import type { LimitKey } from '@contract/protection/protection';
import { formatBaht } from '@lib/format';
import { protectionStrings as t } from '../strings';

/** A limit's number for the screen: baht for deposit and loss limits, minutes for the session limit. */
export const limitAmount = (key: LimitKey, value: number | null): string => {
  if (value === null) return t.unlimited;
  return key === 'session' ? t.minutes(value) : t.baht(formatBaht(value));
};

/** Used of a limit, 0 to 100 for a progress bar (a limit passed shows full). */
export const usedPercent = (used: number, value: number | null): number =>
  value === null || value <= 0 ? 0 : Math.min(100, Math.floor((used / value) * 100));

/** The bar's colour: red at the limit, amber from 80% (the report's "near"), the theme's blue below. */
export const usedColour = (used: number, value: number | null): string | undefined => {
  if (value === null || value <= 0) return undefined;
  const ratio = used / value;
  if (ratio >= 1) return '#cf1322';
  return ratio >= 0.8 ? '#d46b08' : undefined;
};
