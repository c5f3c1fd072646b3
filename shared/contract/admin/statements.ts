import { z } from 'zod';
import { idParam } from './money-common';

/*
 * Bank statement lines in the console (issue 28): typed in one at a time, or imported from the bank's CSV file
 * through a column mapping saved per agent bank account. Money in baht at this edge.
 */

const column = z.number().int().min(0).max(99);

/** Which column (0 = the first) holds what, and how the file writes its dates. */
export const statementMapping = z.object({
  /** Lines above the table (a bank's title, the account, the period). */
  skip_rows: z.number().int().min(0).max(50),
  /** The first line of the table names its columns. */
  has_header: z.boolean(),
  /** The date, and the time when the same cell carries it. */
  date: column,
  time: column.nullable(),
  /** The money that came in; a line without it (money out) is refused. */
  amount: column,
  reference: column.nullable(),
  from_account: column.nullable(),
  from_bank: column.nullable(),
  description: column.nullable(),
  /** 27/11/2569 is day-month-year; years above 2400 are Buddhist era, two-digit years the nearer of both eras. */
  date_order: z.enum(['dmy', 'mdy', 'ymd']),
});
export type StatementMapping = z.infer<typeof statementMapping>;

/**
 * Column layouts offered before any mapping is saved. Only a generic one: no Thai bank publishes the layout of its
 * statement export (issue 28 looked), so none is guessed here; staff map their bank's file once per account.
 */
export const statementPresets = {
  generic: {
    label: 'ทั่วไป: วันที่, เวลา, ยอดเงินเข้า, เลขอ้างอิง, บัญชีผู้โอน, รายละเอียด',
    mapping: {
      skip_rows: 0,
      has_header: true,
      date: 0,
      time: 1,
      amount: 2,
      reference: 3,
      from_account: 4,
      from_bank: null,
      description: 5,
      date_order: 'dmy',
    },
  },
} as const satisfies Record<string, { label: string; mapping: StatementMapping }>;

/** An agent bank account and the mapping saved for its statements (null: none yet). */
export const statementAccount = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  mapping: statementMapping.nullable(),
});
export type StatementAccount = z.infer<typeof statementAccount>;

export const saveMappingBody = z.object({ bank_account_id: idParam, mapping: statementMapping });

/** The largest statement file read (characters; the console refuses a larger file before sending it). */
export const STATEMENT_MAX_CHARS = 3 * 1024 * 1024;
/** Said by both when a file is larger. */
export const fileTooLarge = 'ไฟล์ใหญ่เกิน 3 เมกะไบต์ กรุณาแบ่งไฟล์แล้วนำเข้าทีละส่วน';

/** A statement file: its text (UTF-8; the console reads the file) and how to read it. */
export const statementFileBody = z.object({
  bank_account_id: idParam,
  mapping: statementMapping,
  /** Empty or over `STATEMENT_MAX_CHARS`: a Thai refusal from the server (the body limit is 4 MiB). */
  csv: z.string().max(4_500_000),
  file_name: z.string().max(200).optional(),
});
export type StatementFileBody = z.infer<typeof statementFileBody>;

const matchKind = z.enum(['order', 'member', 'review']);

/** What one row of the file becomes: a new line (and whose money it is), a line already recorded, or refused. */
const statementRow = z.object({
  /** The row's line number in the file (1 = the first line). */
  line: z.number().int(),
  outcome: z.enum(['new', 'known', 'refused']),
  /** Thai, when refused (or a line repeated in the file). */
  reason: z.string(),
  received_at: z.string().nullable(),
  amount: z.number().nullable(),
  reference: z.string(),
  from_account: z.string(),
  description: z.string(),
  /** New rows: credited to an order's member, to the member whose account sent it, or held for review. */
  match: matchKind.nullable(),
  order_ref: z.string().nullable(),
  /** After an import: the transfer's id and status. */
  transfer_id: z.number().int().nullable(),
});
export type StatementRow = z.infer<typeof statementRow>;

export const statementResult = z.object({
  rows: z.array(statementRow),
  counts: z.object({ new: z.number().int(), known: z.number().int(), refused: z.number().int() }),
  /** The header cells (or "คอลัมน์ 1", ...): the mapping screen names its choices by them. */
  columns: z.array(z.string()),
});
export type StatementResult = z.infer<typeof statementResult>;

/** One line typed in by staff from the bank's statement or app. */
export const statementLineBody = z.object({
  bank_account_id: idParam,
  amount: z.number().positive().max(10_000_000),
  received_at: z.string().datetime({ offset: true }),
  reference: z.string().trim().max(100).optional(),
  from_bank: z.string().trim().max(20).optional(),
  from_account: z.string().trim().max(40).optional(),
  description: z.string().trim().max(300).optional(),
});
export type StatementLineBody = z.infer<typeof statementLineBody>;

export const statementLineResult = z.object({
  id: z.number().int(),
  status: z.enum(['matched', 'review', 'rejected']),
  order_ref: z.string().nullable(),
  member_id: z.number().int().nullable(),
  /** The same line was recorded before: nothing new happened. */
  replayed: z.boolean(),
});
export type StatementLineResult = z.infer<typeof statementLineResult>;

/** Members a transfer held for review may belong to, and why each is offered. */
export const transferSuggestion = z.object({
  member: z.object({
    id: z.number().int(),
    phone: z.string(),
    full_name: z.string(),
    bank_code: z.string(),
    bank_account: z.string(),
  }),
  why: z.enum(['account', 'account_end', 'order']),
  /** `order`: the open order whose amount range holds the transfer's amount. */
  order_ref: z.string().nullable(),
  order_pay_amount: z.number().nullable(),
  /** The order has a slip the member attached. */
  has_slip: z.boolean(),
});
export type TransferSuggestion = z.infer<typeof transferSuggestion>;
