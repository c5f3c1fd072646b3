import { describe, expect, it } from 'vitest';
import { statementPresets } from '@contract/admin/statements';
import { readCsv } from '@server/payments/statements/read-csv';
import { readStatement } from '@server/payments/statements/statement-lines';
import { parseStatementAmount, parseStatementTime } from '@server/payments/statements/statement-values';

const now = new Date('2026-11-27T08:00:00Z');
const at = (date: string, time: string | null, order: 'dmy' | 'mdy' | 'ymd' = 'dmy') =>
  parseStatementTime(date, time, order, now)?.toISOString() ?? null;

describe('statement dates (Bangkok time)', () => {
  it('reads Buddhist-era and Gregorian years, in one cell or two', () => {
    expect(at('27/11/2569', '14:05')).toBe('2026-11-27T07:05:00.000Z');
    expect(at('27/11/2569 14:05:09', null)).toBe('2026-11-27T07:05:09.000Z');
    expect(at('2026-11-27', '09:00')).toBe('2026-11-27T02:00:00.000Z');
    expect(at('11/27/2026', '09:00', 'mdy')).toBe('2026-11-27T02:00:00.000Z');
  });

  it('takes a two-digit year from the nearer era: 69 is 2569, 26 is 2026', () => {
    expect(at('27/11/69', '10:00')).toBe('2026-11-27T03:00:00.000Z');
    expect(at('27.11.26', null)).toBe('2026-11-26T17:00:00.000Z');
  });

  it('reads Thai month abbreviations and names, and English ones', () => {
    expect(at('27 พ.ย. 69', '14.05 น.')).toBe('2026-11-27T07:05:00.000Z');
    expect(at('27 พ.ย. 2569 09:00', null)).toBe('2026-11-27T02:00:00.000Z');
    expect(at('27 ธันวาคม 2569', '10:00')).toBe('2026-12-27T03:00:00.000Z');
    expect(at('27-Nov-26', '09:00')).toBe('2026-11-27T02:00:00.000Z');
  });

  it('reads a four-digit year as written, even below 100 (not as 19xx)', () => {
    expect(at('27/11/0001', '10:00')).toBe('0001-11-27T03:00:00.000Z');
    expect(at('0099-01-02', null)).toBe('0099-01-01T17:00:00.000Z');
  });

  it('refuses what is not a real day or time', () => {
    expect(at('31/02/2569', null)).toBeNull();
    expect(at('27/11/2569', '25:00')).toBeNull();
    expect(at('hello', null)).toBeNull();
    expect(at('27 xyz 2569', null)).toBeNull();
  });
});

describe('statement amounts (satang, exact)', () => {
  it('reads thousands separators, currency signs and money out', () => {
    expect(parseStatementAmount('1,234.50')).toBe(123_450);
    expect(parseStatementAmount('฿1,234.5')).toBe(123_450);
    expect(parseStatementAmount('1234 บาท')).toBe(123_400);
    expect(parseStatementAmount('(500.00)')).toBe(-50_000);
    expect(parseStatementAmount('-500')).toBe(-50_000);
  });

  it('refuses what it cannot read rather than guess', () => {
    expect(parseStatementAmount('12,34.00')).toBeNull();
    expect(parseStatementAmount('1.005')).toBeNull();
    expect(parseStatementAmount('abc')).toBeNull();
  });
});

describe('a statement file', () => {
  it('reads quoted cells, a byte order mark, semicolons and CRLF lines', () => {
    expect(readCsv('\uFEFFa;"b;c";"say ""hi"""\r\n1;2;3')).toEqual([
      ['a', 'b;c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });

  it('skips the lines above the table and the header, and keeps file line numbers', () => {
    const csv =
      'ธนาคาร ทดสอบ\r\nบัญชี 123\r\nวันที่,เวลา,ยอด\r\n27/11/2569,10:00,"1,000.00"\r\n\r\n27/11/2569,10:01,\r\n';
    const rows = readStatement(csv, { ...statementPresets.generic.mapping, skip_rows: 2 }, now);
    expect(rows.map((row) => [row.line, row.value?.amount ?? null, row.reason])).toEqual([
      [4, 100_000, ''],
      [6, null, 'ไม่ใช่รายการเงินเข้า (ยอดเป็นศูนย์หรือติดลบ)'],
    ]);
  });
});
