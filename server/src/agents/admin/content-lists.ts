import { contentInputs, type ContentKind, type ContentRow } from '@contract/admin/content';
import type { z } from 'zod';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';

/** Each list's table; its columns are the contract's input fields (checked by the schema before any SQL). */
const tables: Record<ContentKind, string> = {
  banners: 'agent_banners',
  notifications: 'agent_notifications',
  events: 'agent_events',
  bank_accounts: 'agent_bank_accounts',
  truemoney_accounts: 'agent_true_money_accounts',
};
const columnsOf = (kind: ContentKind) => Object.keys(contentInputs[kind].shape);

type Input<K extends ContentKind> = z.infer<(typeof contentInputs)[K]>;

/** Timestamps (an event's schedule) cross as ISO text, as the contract's rows say. */
const isoDates = <T>(row: T): T =>
  Object.fromEntries(
    Object.entries(row as Record<string, unknown>).map(([k, v]) => [
      k,
      v instanceof Date ? v.toISOString() : v,
    ]),
  ) as T;

export const listContent = async <K extends ContentKind>(q: Queryable, agentId: number, kind: K) =>
  (
    await q.query<ContentRow<K>>(
      `SELECT id, ${columnsOf(kind).join(', ')} FROM ${tables[kind]} WHERE agent_id = $1 ORDER BY sort, id`,
      [agentId],
    )
  ).rows.map(isoDates);

/**
 * A bank account must name a bank the platform knows (a foreign key would answer a server error): its code
 * (`BBL`, any case), or its Thai name as staff write it (`กรุงเทพ`, `ธนาคารกรุงเทพ`), stored as the code.
 * Answers the input with the bank's code; an unknown or ambiguous bank is refused in Thai.
 */
const withBankCode = async (q: Queryable, kind: ContentKind, input: Record<string, unknown>) => {
  if (kind !== 'bank_accounts') return input;
  const text = String(input.bank_code ?? '').trim();
  const { rows } = await q.query<{ code: string }>(
    `SELECT code FROM banks
      WHERE upper(code) = upper($1) OR name_th = $1 OR short_name = $1 OR name_th = 'ธนาคาร' || $1`,
    [text],
  );
  if (rows.length !== 1) fail('CONTENT_BANK_UNKNOWN');
  return { ...input, bank_code: rows[0]!.code };
};

/**
 * Creates a row (`id` null) or replaces one of the agent's rows, audited with before and after. The member
 * site reads these tables on each request (no memo), so a change shows at once.
 */
export const saveContent = <K extends ContentKind>(
  db: Db,
  by: ByStaff,
  kind: K,
  id: number | null,
  input: Input<K>,
): Promise<ContentRow<K>> =>
  db.tx(async (q) => {
    const columns = columnsOf(kind);
    const checked = (await withBankCode(q, kind, input as Record<string, unknown>)) as Input<K>;
    const values = columns.map((c) => (checked as Record<string, unknown>)[c]);
    let before: unknown;
    let rowId: number;
    if (id === null) {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO ${tables[kind]} (agent_id, ${columns.join(', ')})
         VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
        [by.actor.agentId, ...values],
      );
      rowId = rows[0]!.id;
    } else {
      const { rows } = await q.query(
        `SELECT ${columns.join(', ')} FROM ${tables[kind]} WHERE id = $1 AND agent_id = $2 FOR UPDATE`,
        [id, by.actor.agentId],
      );
      before = rows[0] ?? fail('CONTENT_NOT_FOUND');
      await q.query(
        `UPDATE ${tables[kind]} SET ${columns.map((c, i) => `${c} = $${i + 3}`).join(', ')}
          WHERE id = $1 AND agent_id = $2`,
        [id, by.actor.agentId, ...values],
      );
      rowId = id;
    }
    const after = { id: rowId, ...checked } as ContentRow<K>;
    await auditAs(q, by.meta, by.actor, {
      action: `content.${kind}.${id === null ? 'create' : 'update'}`,
      targetType: kind,
      targetId: rowId,
      before,
      after,
    });
    return after;
  });
