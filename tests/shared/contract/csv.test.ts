import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@contract/csv';

describe('the one CSV writer', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('never leaves a cell a spreadsheet would run, but keeps negative numbers numbers', () => {
    for (const text of ['=1+1', '+66812345678', '-2+3', '@SUM(A1)', '\tx', '\r=1'])
      expect(csvCell(text).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes a file Excel opens as UTF-8: BOM, CRLF lines, a final line break', () => {
    expect(
      toCsv([
        ['ชื่อ', 'ยอด'],
        ['สมชาย', '100.00'],
      ]),
    ).toBe('\uFEFFชื่อ,ยอด\r\nสมชาย,100.00\r\n');
  });
});
