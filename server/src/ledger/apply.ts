import { createHash } from 'node:crypto';
import { errorCatalogue, type ErrorName } from '@contract/errors';
import { satang, type Satang } from '@contract/money';
import type { Tx } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import type { TransferInput } from './types';

type Op = 'transfer' | 'hold' | 'post_hold' | 'void_hold';

export type ApplyRow = {
  transfer_id: number;
  replayed: boolean;
  hold_id: number | null;
  leg: number;
  account_id: number;
  amount: number;
  balance_after: number | null;
};

export type ApplyCall = {
  op: Op;
  key: string;
  kind: string;
  description: string;
  /** What the key stands for: the same key with other content is refused. */
  content: unknown;
  meta?: Record<string, unknown>;
  legs?: { from: unknown; to: unknown; amount: number }[];
  holdId?: number;
  /** Business time of the movement (types.ts `At`); the database's now() when absent. Not fingerprinted. */
  at?: Date;
};

/** The call of a one-leg transfer or hold. */
export const oneLegCall = (op: 'transfer' | 'hold', input: TransferInput): ApplyCall => {
  const legs = [{ from: input.from, to: input.to, amount: input.amount }];
  const content = { kind: input.kind, legs };
  return {
    op,
    key: input.key,
    kind: input.kind,
    description: input.description,
    content,
    meta: input.meta,
    legs,
    at: input.at,
  };
};

/** Stable JSON (sorted keys) so that equal content always hashes equally. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

export const fingerprint = (content: unknown) =>
  createHash('sha256').update(canonical(content)).digest('base64url');

/**
 * The one idempotency fingerprint convention: what a key stands for, as SQL's ledger_fingerprint(op, content)
 * computes it to the byte (server/sql/ledger/ledger-fingerprint.sql). Every money caller uses it, in TypeScript
 * or in SQL, for the ledger's keys and for its own (a lotto bill's request id).
 */
export const ledgerFingerprint = (op: string, content: unknown) => fingerprint({ op, content });

/** A refusal ledger_apply raised ('ledger:<ERROR_NAME>') as its catalogue error, else null. */
const refusalOf = (message: string) => {
  const name = /^ledger:([A-Z_]+)$/.exec(message)?.[1];
  return name && name in errorCatalogue ? new AppError(name as ErrorName) : null;
};

/** A refusal raised by ledger_apply as its catalogue error; anything else unchanged. */
export const appErrorOf = (error: unknown): unknown =>
  refusalOf(error instanceof Error ? error.message : '') ?? error;

/** Refuses what the database would refuse anyway, before a round trip (and before a call joins a batch). */
export const checkCall = (call: ApplyCall) => {
  if (call.key.length < 1 || call.key.length > 200) {
    throw new AppError('INVALID_INPUT', null, 'idempotency key length');
  }
  for (const leg of call.legs ?? []) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount <= 0) throw new AppError('AMOUNT_INVALID');
  }
};

const fingerprintOf = (call: ApplyCall) => ledgerFingerprint(call.op, call.content);

/**
 * Runs one ledger operation in PostgreSQL (ledger_apply, server/sql/ledger/ledger-apply.sql): one round trip, in
 * the transaction `q` belongs to (a refusal then aborts it: let the AppError propagate).
 */
export const applyOp = async (q: Tx, call: ApplyCall): Promise<ApplyRow[]> => {
  checkCall(call);
  try {
    const { rows } = await q.query<ApplyRow>(
      'SELECT * FROM ledger_apply($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [
        call.op,
        call.key,
        call.kind,
        call.description,
        fingerprintOf(call),
        JSON.stringify(call.meta ?? {}),
        JSON.stringify(call.legs ?? []),
        call.holdId ?? null,
        call.at ?? null,
      ],
      // Every money movement runs this one statement: prepared once per connection.
      { name: 'ledger_apply' },
    );
    return rows;
  } catch (error) {
    throw appErrorOf(error);
  }
};

/**
 * A one-leg call as the arguments of ledger_apply, for another module's SQL function (seamless_bet,
 * withdrawal_request, a deposit's credit).
 */
export const argsOf = (call: ApplyCall) => {
  checkCall(call);
  return {
    key: call.key,
    kind: call.kind,
    description: call.description,
    fingerprint: fingerprintOf(call),
    meta: call.meta ?? {},
    legs: call.legs ?? [],
  };
};

/** The balance after a leg's debit (side -1) or credit (side 1), when that account is a member's. */
export const balanceOf = (rows: ApplyRow[], leg: number, side: -1 | 1): Satang | undefined => {
  const row = rows.find((r) => r.leg === leg && Math.sign(r.amount) === side);
  return row?.balance_after == null ? undefined : satang(row.balance_after);
};
