import { createHash } from 'node:crypto';
import type { StatementMapping } from '@contract/admin/statements';
import { readCsv } from './read-csv';
import { parseStatementAmount, parseStatementTime } from './statement-values';

/** One line of a bank statement, read and checked: money in, at a known time. Satang. */
export type StatementLine = {
  receivedAt: Date;
  amount: number;
  reference: string;
  fromBank: string;
  fromAccount: string;
  description: string;
};

export type ReadRow = {
  line: number;
  value: StatementLine | null;
  /** Thai: why the row is refused (empty when it is read). */
  reason: string;
  /** What the row says, for the preview even when refused. */
  cells: { date: string; amount: string; reference: string; fromAccount: string; description: string };
};

/** The name a line is recorded under: the bank's reference, else its content (and its rank among equal rows). */
export const lineKey = (bankAccountId: number, line: StatementLine, rank = 1) =>
  line.reference
    ? `${bankAccountId}:ref:${line.reference}`
    : `${bankAccountId}:hash:${createHash('sha256')
        .update(
          [line.receivedAt.toISOString(), line.amount, line.fromAccount, line.description].join('\u0000'),
        )
        .digest('hex')}:${rank}`;

/**
 * How far back a statement line may be dated: a bank lets its customer download a year of statements, and an
 * older line (year 0, a century ago, an era misread) is a mistake to be told, not money to be credited.
 */
const OLDEST_LINE_MS = 366 * 86_400_000;

/** The one check of a line, typed in or read from a file: a Thai reason, or '' when it may be recorded. */
export const lineRefusal = (line: Pick<StatementLine, 'receivedAt' | 'amount'>, now: Date) => {
  if (line.amount <= 0) return 'ไม่ใช่รายการเงินเข้า (ยอดเป็นศูนย์หรือติดลบ)';
  if (line.amount > 1_000_000_000) return 'ยอดเงินเกิน 10,000,000 บาท';
  // A few minutes of grace: the bank's clock and ours differ a little.
  if (line.receivedAt.getTime() > now.getTime() + 10 * 60_000) return 'วันเวลาอยู่ในอนาคต';
  if (!(line.receivedAt.getTime() >= now.getTime() - OLDEST_LINE_MS))
    return 'วันเวลาเก่ากว่า 1 ปี กรุณาตรวจสอบปี (พ.ศ. หรือ ค.ศ.)';
  return '';
};

const MAX_COLUMNS = 100;

const at = (cells: string[], index: number | null) => (index === null ? '' : (cells[index] ?? ''));

/** The header cells of the file (or "คอลัมน์ n"), for the mapping screen. */
export const columnNames = (text: string, mapping: Pick<StatementMapping, 'skip_rows' | 'has_header'>) => {
  const rows = readCsv(text).slice(mapping.skip_rows);
  // A mapping chooses among columns 0..99: a wider file names no more (and answers no megabytes of names).
  const width = Math.min(MAX_COLUMNS, Math.max(0, ...rows.slice(0, 20).map((row) => row.length)));
  const header = mapping.has_header ? (rows[0] ?? []) : [];
  return Array.from({ length: width }, (_, i) => header[i] || `คอลัมน์ ${i + 1}`);
};

/** Every row of the table, read with the mapping (blank rows left out). */
export const readStatement = (text: string, mapping: StatementMapping, now: Date): ReadRow[] => {
  const rows = readCsv(text);
  const first = mapping.skip_rows + (mapping.has_header ? 1 : 0);
  const out: ReadRow[] = [];
  for (let i = first; i < rows.length; i++) {
    const cells = rows[i]!;
    if (cells.every((cell) => cell === '')) continue;
    const shown = {
      date: [at(cells, mapping.date), at(cells, mapping.time)].filter(Boolean).join(' '),
      amount: at(cells, mapping.amount),
      reference: at(cells, mapping.reference).slice(0, 100),
      fromAccount: at(cells, mapping.from_account).slice(0, 40),
      description: at(cells, mapping.description).slice(0, 300),
    };
    const receivedAt = parseStatementTime(
      at(cells, mapping.date),
      mapping.time === null ? null : at(cells, mapping.time),
      mapping.date_order,
      now,
    );
    const amount = shown.amount === '' ? 0 : parseStatementAmount(shown.amount);
    const refused = (reason: string) => out.push({ line: i + 1, value: null, reason, cells: shown });
    if (!receivedAt) refused('อ่านวันที่หรือเวลาไม่ได้');
    else if (amount === null) refused('อ่านยอดเงินไม่ได้');
    else {
      const value: StatementLine = {
        receivedAt,
        amount,
        reference: shown.reference,
        fromBank: at(cells, mapping.from_bank).slice(0, 20),
        fromAccount: shown.fromAccount,
        description: shown.description,
      };
      const reason = lineRefusal(value, now);
      out.push({ line: i + 1, value: reason ? null : value, reason, cells: shown });
    }
  }
  return out;
};
