// @vitest-environment screen
import { describe, expect, it } from 'vitest';
import { satang } from '@contract/money';
import { formatBaht, formatSatang, formatThaiDate, formatThaiDateTime } from '@lib/format';

describe('formatBaht', () => {
  it('shows THB with grouping and two decimals', () => {
    expect(formatBaht(1250.5)).toBe('1,250.50');
    expect(formatBaht(0)).toBe('0.00');
    expect(formatBaht(1234567.891)).toBe('1,234,567.89');
    expect(formatBaht(-20)).toBe('-20.00');
  });

  it('formats integer satang exactly', () => {
    expect(formatSatang(satang(125050))).toBe('1,250.50');
    expect(formatBaht(7, { satang: true })).toBe('0.07');
  });
});

describe('Thai dates', () => {
  it('uses the Buddhist era and Bangkok time', () => {
    // 2026-11-21 18:30 UTC is 2026-11-22 01:30 in Bangkok (UTC+7), Buddhist era 2569.
    expect(formatThaiDate('2026-11-21T18:30:00Z')).toBe('22/11/2569');
    expect(formatThaiDateTime('2026-11-21T18:30:00Z')).toBe('22/11/2569 01:30');
    expect(formatThaiDateTime('2024-01-01T00:05:00+07:00')).toBe('01/01/2567 00:05');
  });

  it('shows a dash for a date it cannot read', () => {
    expect(formatThaiDate('not a date')).toBe('-');
  });
});
