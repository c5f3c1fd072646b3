import {
  fileTooLarge,
  STATEMENT_MAX_CHARS,
  type StatementAccount,
  type StatementFileBody,
  type StatementLineBody,
  type StatementLineResult,
  type StatementMapping,
  type StatementResult,
  type StatementRow,
} from '@contract/admin/statements';
import { isBahtAmount, satang, toBaht, toSatang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { matchTransfer, recordIncomingTransfer } from '@server/payments/incoming-transfers';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { columnNames, lineKey, lineRefusal, readStatement, type StatementLine } from './statement-lines';

/*
 * Bank statement lines entering through the console (issue 28): each becomes an incoming transfer (source
 * 'statement') through `recordIncomingTransfer`, which matches and credits it as every transfer is. Its name is
 * `lineKey`: the same line imported twice, or typed in after an import, is one line.
 */

const SOURCE = 'statement';
const MAX_ROWS = 5000;

/** The agent's bank account, or a Thai refusal: another agent's account does not exist for it. */
const bankAccountOf = async (q: Queryable, agentId: number, id: number) => {
  // The column is an int: a larger id names no account (and must not reach PostgreSQL as one).
  const { rows } =
    id > 2_147_483_647
      ? { rows: [] }
      : await q.query(`SELECT 1 FROM agent_bank_accounts WHERE id = $1 AND agent_id = $2`, [id, agentId]);
  if (rows.length === 0) fail('INVALID_INPUT', null, 'ไม่พบบัญชีธนาคารนี้ของเว็บ กรุณาเลือกบัญชีใหม่');
};

export const listStatementAccounts = async (q: Queryable, agentId: number): Promise<StatementAccount[]> => {
  const { rows } = await q.query<StatementAccount>(
    `SELECT a.id, a.bank_code, b.name_th AS bank_name, a.account_number, a.account_name, m.mapping
       FROM agent_bank_accounts a JOIN banks b ON b.code = a.bank_code
       LEFT JOIN statement_mappings m ON m.bank_account_id = a.id AND m.agent_id = a.agent_id
      WHERE a.agent_id = $1 ORDER BY a.active DESC, a.sort, a.id`,
    [agentId],
  );
  return rows;
};

export const saveStatementMapping = (db: Db, by: ByStaff, bankAccountId: number, mapping: StatementMapping) =>
  db.tx(async (q) => {
    await bankAccountOf(q, by.actor.agentId, bankAccountId);
    await q.query(
      `INSERT INTO statement_mappings (agent_id, bank_account_id, mapping) VALUES ($1, $2, $3)
       ON CONFLICT (agent_id, bank_account_id) DO UPDATE SET mapping = $3, updated_at = now()`,
      [by.actor.agentId, bankAccountId, JSON.stringify(mapping)],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'statement.mapping',
      targetType: 'agent_bank_account',
      targetId: bankAccountId,
      after: mapping,
    });
    return mapping;
  });

type Planned = StatementRow & { key: string | null; value: StatementLine | null };

/** Every row of the file with what it becomes, before anything is written. */
const plan = async (
  q: Queryable,
  agentId: number,
  body: StatementFileBody,
  now: Date,
): Promise<Planned[]> => {
  await bankAccountOf(q, agentId, body.bank_account_id);
  if (body.csv.trim() === '')
    fail('INVALID_INPUT', null, 'ไฟล์ว่าง ไม่มีรายการให้อ่าน กรุณาเลือกไฟล์รายการเดินบัญชีจากธนาคาร');
  if (body.csv.length > STATEMENT_MAX_CHARS) fail('INVALID_INPUT', null, fileTooLarge);
  const read = readStatement(body.csv, body.mapping, now);
  if (read.length > MAX_ROWS) fail('INVALID_INPUT', null, 'ไฟล์มีมากกว่า 5,000 รายการ กรุณาแบ่งไฟล์แล้วนำเข้าทีละส่วน');
  const ranks = new Map<string, number>();
  const firstLineOf = new Map<string, number>();
  const planned = read.map((row): Planned => {
    const base = {
      line: row.line,
      received_at: row.value?.receivedAt.toISOString() ?? null,
      amount: row.value ? toBaht(row.value.amount) : null,
      reference: row.cells.reference,
      from_account: row.cells.fromAccount,
      description: row.cells.description,
      match: null,
      order_ref: null,
      transfer_id: null,
    };
    if (!row.value) return { ...base, outcome: 'refused', reason: row.reason, key: null, value: null };
    const content = lineKey(body.bank_account_id, row.value, 0);
    const rank = (ranks.get(content) ?? 0) + 1;
    ranks.set(content, rank);
    const key = lineKey(body.bank_account_id, row.value, rank);
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined)
      return {
        ...base,
        outcome: 'refused',
        reason: `เลขอ้างอิงซ้ำกับแถวที่ ${earlier} ในไฟล์นี้`,
        key: null,
        value: null,
      };
    firstLineOf.set(key, row.line);
    return { ...base, outcome: 'new', reason: '', key, value: row.value };
  });
  const keys = planned.flatMap((row) => (row.key ? [row.key] : []));
  const { rows: known } = await q.query<{ external_id: string; id: number; ref: string | null }>(
    `SELECT t.external_id, t.id::int AS id, o.ref FROM incoming_transfers t
       LEFT JOIN deposit_orders o ON o.id = t.order_id
      WHERE t.source = $1 AND t.external_id = ANY($2::text[])`,
    [SOURCE, keys],
  );
  const byKey = new Map(known.map((row) => [row.external_id, row]));
  for (const row of planned) {
    const found = row.key ? byKey.get(row.key) : undefined;
    if (found)
      Object.assign(row, {
        outcome: 'known',
        reason: 'นำเข้าแล้ว',
        transfer_id: found.id,
        order_ref: found.ref,
      });
  }
  return planned;
};

const counted = (rows: StatementRow[], columns: string[]): StatementResult => ({
  rows,
  columns,
  counts: {
    new: rows.filter((row) => row.outcome === 'new').length,
    known: rows.filter((row) => row.outcome === 'known').length,
    refused: rows.filter((row) => row.outcome === 'refused').length,
  },
});

const strip = ({ key: _key, value: _value, ...row }: Planned): StatementRow => row;

const transferOf = (agentId: number, bankAccountId: number, line: StatementLine) => ({
  agentId,
  channelType: 'bank_transfer' as const,
  subChannelId: bankAccountId,
  amount: satang(line.amount),
  reference: line.reference,
  fromBank: line.fromBank,
  fromAccount: line.fromAccount,
  description: line.description,
  receivedAt: line.receivedAt,
});

/** What each row of the file would become: new (credited to whom, or held for review), already in, refused. */
export const previewStatement = async (db: Db, agentId: number, body: StatementFileBody, now: Date) => {
  const planned = await plan(db, agentId, body, now);
  for (const row of planned) {
    if (row.outcome !== 'new' || !row.value) continue;
    const { order, memberId } = await matchTransfer(db, transferOf(agentId, body.bank_account_id, row.value));
    row.match = order ? 'order' : memberId ? 'member' : 'review';
    row.order_ref = order?.ref ?? null;
  }
  return counted(planned.map(strip), columnNames(body.csv, body.mapping));
};

/**
 * Records every new row, one transaction each (a row that fails leaves the others recorded, and importing the
 * file again adds only what is missing); the import's audit row counts them.
 */
export const importStatement = async (db: Db, by: ByStaff, body: StatementFileBody, now: Date) => {
  const agentId = by.actor.agentId;
  const planned = await plan(db, agentId, body, now);
  for (const row of planned) {
    if (row.outcome !== 'new' || !row.value || !row.key) continue;
    const result = await recordIncomingTransfer(db, {
      ...transferOf(agentId, body.bank_account_id, row.value),
      source: SOURCE,
      externalId: row.key,
      at: now,
    });
    Object.assign(row, {
      outcome: result.replayed ? 'known' : 'new',
      reason: result.replayed ? 'นำเข้าแล้ว' : '',
      match: result.orderRef ? 'order' : result.memberId ? 'member' : 'review',
      order_ref: result.orderRef,
      transfer_id: result.id,
    });
  }
  const answer = counted(planned.map(strip), columnNames(body.csv, body.mapping));
  await db.tx((q) =>
    auditAs(q, by.meta, by.actor, {
      action: 'statement.import',
      targetType: 'agent_bank_account',
      targetId: body.bank_account_id,
      after: { file_name: body.file_name ?? '', ...answer.counts },
    }),
  );
  return answer;
};

/** One line typed in by staff: recorded and matched as an imported one, audited in its transaction. */
export const recordStatementLine = async (
  db: Db,
  by: ByStaff,
  body: StatementLineBody,
  now: Date,
): Promise<StatementLineResult> => {
  const agentId = by.actor.agentId;
  await bankAccountOf(db, agentId, body.bank_account_id);
  const line: StatementLine = {
    receivedAt: new Date(body.received_at),
    amount: isBahtAmount(body.amount)
      ? toSatang(body.amount)
      : fail('INVALID_INPUT', null, 'ยอดเงินต้องมีทศนิยมไม่เกิน 2 ตำแหน่ง'),
    reference: body.reference ?? '',
    fromBank: body.from_bank ?? '',
    fromAccount: body.from_account ?? '',
    description: body.description ?? '',
  };
  const refusal = lineRefusal(line, now);
  if (refusal) fail('INVALID_INPUT', null, refusal);
  const result = await recordIncomingTransfer(db, {
    ...transferOf(agentId, body.bank_account_id, line),
    source: SOURCE,
    externalId: lineKey(body.bank_account_id, line),
    at: now,
    within: (q, recorded) =>
      auditAs(q, by.meta, by.actor, {
        action: 'statement.record',
        targetType: 'incoming_transfer',
        targetId: recorded.id,
        after: { amount: body.amount, received_at: body.received_at, status: recorded.status },
      }),
  });
  return {
    id: result.id,
    status: result.status,
    order_ref: result.orderRef,
    member_id: result.memberId,
    replayed: result.replayed,
  };
};
