/**
 * The one CSV writer of every export (issue 26): the server's reports and the console's downloads. UTF-8 with a
 * byte order mark (Excel shows Thai only then), CRLF lines, RFC 4180 quoting, and no cell a spreadsheet would
 * run: text starting with = + - @, a tab or a carriage return gets a leading apostrophe (a plain number, such
 * as a negative GGR "-12.50", is left as it is).
 */
export const CSV_BOM = '\uFEFF';

const FORMULA = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvValue = string | number | null | undefined;

export const csvCell = (value: CsvValue): string => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One line with its CRLF: what a streamed export writes after `CSV_BOM`, row by row. */
export const csvLine = (row: CsvValue[]): string => row.map(csvCell).join(',') + '\r\n';

/** A whole CSV file: the header row first, then the rows. */
export const toCsv = (rows: CsvValue[][]): string => CSV_BOM + rows.map(csvLine).join('');

/** Baht with two decimals, as exports write money. */
export const csvBaht = (baht: number) => baht.toFixed(2);
