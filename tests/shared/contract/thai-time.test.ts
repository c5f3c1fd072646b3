import { describe, expect, it } from 'vitest';
import {
  addDays,
  bangkokDay,
  bangkokDayStart,
  bangkokWeek,
  nextMonthStart,
  parseDay,
  thaiDateTime,
  thaiDay,
} from '@contract/thai-time';
import { formatThaiDateTime } from '@lib/format';

describe('the one thai-time module', () => {
  it('puts 16:59:59Z in one Bangkok day and 17:00Z in the next', () => {
    expect(bangkokDay(new Date('2026-11-25T16:59:59.999Z'))).toBe('2026-11-25');
    expect(bangkokDay(new Date('2026-11-25T17:00:00Z'))).toBe('2026-11-26');
    expect(bangkokDay(Date.parse('1969-12-31T20:00:00Z'))).toBe('1970-01-01');
    expect(bangkokDayStart('2026-11-26').toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(bangkokDayStart('2026-11-26', 1).toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(() => bangkokDayStart('2026-02-30')).toThrow(RangeError);
    expect(parseDay('2026-13-01')).toBeNull();
  });

  it('has no year 0 (neither has PostgreSQL) and reads the years 1 to 99 as written, not as 19xx', () => {
    expect(parseDay('0000-01-01')).toBeNull();
    expect(new Date(parseDay('0001-01-01')!).toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(new Date(parseDay('0099-12-31')!).toISOString()).toBe('0099-12-31T00:00:00.000Z');
    expect(bangkokDayStart('0001-01-02').toISOString()).toBe('0001-01-01T17:00:00.000Z');
  });

  it('weeks start on Monday, months roll over the year', () => {
    expect(bangkokWeek(new Date('2026-11-29T16:59:00Z'))).toBe('2026-11-23'); // Sunday 23:59 Bangkok
    expect(bangkokWeek(new Date('2026-11-29T17:00:00Z'))).toBe('2026-11-30'); // Monday 00:00 Bangkok
    expect(nextMonthStart('2026-12-31')).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('writes Buddhist-era dates as members read them, the same on server and screen', () => {
    expect(thaiDay('2026-11-25')).toBe('25/11/2569');
    const at = new Date('2026-11-25T07:30:00Z');
    expect(thaiDateTime(at)).toBe('25/11/2569 14:30');
    expect(formatThaiDateTime(at)).toBe(thaiDateTime(at));
  });
});
