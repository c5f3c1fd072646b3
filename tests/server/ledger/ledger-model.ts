import fc from 'fast-check';

/**
 * A plain in-memory model of the ledger for the property test: what each operation should do to which
 * balances, and when it must be refused.
 */
/** Parties 0-4 are member wallets (MEMBER_WALLETS), 5-6 house accounts (HOUSES). */
const PARTY_COUNT = 7;
export type PartyRef = number;

/** A deposit credits member_day_money (migration 1250): the property test compares it with the ledger. */
type TransferKind = 'bet' | 'win' | 'deposit';

export type Op =
  | { t: 'transfer'; from: PartyRef; to: PartyRef; amount: number; kind: TransferKind; key: number }
  | { t: 'post'; legs: { from: PartyRef; to: PartyRef; amount: number }[]; key: number }
  | { t: 'hold'; from: PartyRef; to: PartyRef; amount: number; key: number }
  | { t: 'settle'; action: 'post' | 'void'; hold: number; key: number }
  | { t: 'points'; action: 'earn' | 'spend'; member: number; amount: number; key: number }
  | { t: 'replay'; index: number };

const party = fc.integer({ min: 0, max: PARTY_COUNT - 1 });
const key = fc.integer({ min: 0, max: 7 });
const amount = fc.integer({ min: 1, max: 6000 });
const pair = fc.tuple(party, party).filter(([a, b]) => a !== b);

export const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        t: fc.constant('transfer' as const),
        pair,
        amount,
        kind: fc.constantFrom('bet' as const, 'win' as const, 'deposit' as const),
        key,
      })
      .map(({ pair: [from, to], ...rest }) => ({ ...rest, from, to })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('post' as const),
      legs: fc.array(
        fc.record({ pair, amount }).map(({ pair: [from, to], amount: a }) => ({ from, to, amount: a })),
        { minLength: 1, maxLength: 3 },
      ),
      key,
    }),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ t: fc.constant('hold' as const), pair, amount, key })
      .map(({ pair: [from, to], ...rest }) => ({ ...rest, from, to })),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('settle' as const),
      action: fc.constantFrom('post' as const, 'void' as const),
      hold: fc.nat(3),
      key,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('points' as const),
      action: fc.constantFrom('earn' as const, 'spend' as const),
      member: fc.nat(2),
      amount: fc.integer({ min: 1, max: 500 }),
      key,
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('replay' as const), index: fc.nat(20) }) },
);

/** Account names of the model: 'w0' .. 'w4' member wallets, 'p0'..'p2' points, houses by code. */
export const MEMBER_WALLETS = [
  { member: 0, type: 1 },
  { member: 1, type: 1 },
  { member: 2, type: 1 },
  { member: 0, type: 2 },
  { member: 1, type: 2 },
] as const;
export const HOUSES = ['game:prop', 'deposits'] as const;

const accountName = (ref: PartyRef) => (ref < MEMBER_WALLETS.length ? `w${ref}` : `h${ref}`);
const isMember = (ref: PartyRef) => ref < MEMBER_WALLETS.length;

export type Expected =
  { ok: true; touched: { account: string; amount: number }[] } | { ok: false; reason: string };

type Hold = { from: PartyRef; to: PartyRef; amount: number; status: 'pending' | 'posted' | 'voided' };

/** The model's state: balances and versions of member-side accounts, keys seen, holds. */
export class LedgerModel {
  balance = new Map<string, number>();
  version = new Map<string, number>();
  keys = new Map<number, string>();
  holds: Hold[] = [];
  entries = 0;

  private bal = (name: string) => this.balance.get(name) ?? 0;

  /** Decides what `op` (already resolved: no replay ops) must do, and applies it to the model if it succeeds. */
  apply(op: Exclude<Op, { t: 'replay' }>, content: string): Expected & { replay?: boolean } {
    const seen = this.keys.get(op.key);
    if (seen !== undefined)
      return seen === content
        ? { ok: true, touched: [], replay: true }
        : { ok: false, reason: 'IDEMPOTENCY_CONFLICT' };
    let moves: { account: string; member: boolean; amount: number; points?: boolean }[] = [];
    let hold: Hold | undefined;
    if (op.t === 'transfer' || op.t === 'post' || op.t === 'hold') {
      const legs = op.t === 'post' ? op.legs : [op];
      for (const leg of legs) {
        moves.push({ account: accountName(leg.from), member: isMember(leg.from), amount: -leg.amount });
        if (op.t !== 'hold')
          moves.push({ account: accountName(leg.to), member: isMember(leg.to), amount: leg.amount });
      }
      if (op.t === 'hold') hold = { from: op.from, to: op.to, amount: op.amount, status: 'pending' };
    } else if (op.t === 'settle') {
      const target = this.holds[op.hold];
      if (!target) return { ok: false, reason: 'SKIP' };
      if (target.status !== 'pending') return { ok: false, reason: 'HOLD_NOT_PENDING' };
      const dest = op.action === 'post' ? target.to : target.from;
      moves = [{ account: accountName(dest), member: isMember(dest), amount: target.amount }];
      target.status = op.action === 'post' ? 'posted' : 'voided';
    } else {
      const account = `p${op.member}`;
      moves = [
        { account, member: true, amount: op.action === 'earn' ? op.amount : -op.amount, points: true },
      ];
    }
    const next = new Map(this.balance);
    for (const move of moves) {
      if (!move.member) continue;
      const value = (next.get(move.account) ?? 0) + move.amount;
      if (value < 0) {
        if (op.t === 'settle') this.holds[op.hold]!.status = 'pending';
        return { ok: false, reason: move.points ? 'INSUFFICIENT_POINTS' : 'INSUFFICIENT_FUNDS' };
      }
      next.set(move.account, value);
    }
    this.balance = next;
    for (const move of moves)
      if (move.member) this.version.set(move.account, (this.version.get(move.account) ?? 0) + 1);
    this.entries += op.t === 'post' || op.t === 'transfer' ? moves.length : moves.length + 1;
    this.keys.set(op.key, content);
    if (hold) this.holds.push(hold);
    return { ok: true, touched: moves };
  }

  get(name: string) {
    return { balance: this.bal(name), version: this.version.get(name) ?? 0 };
  }
}
