import { createHmac } from 'node:crypto';
import { toBaht, toSatang } from '@contract/money';
import { SEAMLESS_ERROR, type SeamlessCall } from '@contract/seamless';
import type { Transport } from '@games/provider/seamless-client';

type Tx = { call: SeamlessCall; token: string; round: string; amount: number; ref?: string };
/** 'down': no answer at all; '503': a server error; 'lost': processed, but the answer never arrives. */
export type Fault = 'down' | '503' | 'lost';

/**
 * An in-memory platform that keeps the seamless rules (signature, one processing per transaction id, rollback
 * tombstones, no rollback after settlement, insufficient funds) and can be told to fail the next calls.
 */
export const fakePlatform = (secret: string, provider = 'builtin') => {
  const balances = new Map<string, number>();
  /** The member behind each token: one member may hold several tokens (launches). */
  const members = new Map<string, string>();
  const expired = new Set<string>();
  const txs = new Map<string, Tx>();
  const settledRounds = new Set<string>();
  const faults: { call: SeamlessCall; fault: Fault }[] = [];
  const log: { call: SeamlessCall; body: Record<string, unknown> }[] = [];

  const answer = (error: number, data: unknown = null) => ({
    status: 200,
    body: JSON.stringify({ error, message: error ? `refused ${error}` : '', data }),
  });
  const okWith = (token: string, id: string) =>
    answer(0, { balance: toBaht(balances.get(token) ?? 0), transaction_id: id });

  const process = (call: SeamlessCall, body: Record<string, unknown>) => {
    const token = String(body.token);
    if (!balances.has(token)) return answer(SEAMLESS_ERROR.tokenInvalid);
    if (call === 'balance') {
      // As the platform does: an opaque reference of the member behind the token, the same for each launch.
      const ref = createHmac('sha256', `refs:${secret}`).update(members.get(token)!).digest('hex');
      return answer(0, { balance: toBaht(balances.get(token)!), transaction_id: '', player_ref: ref });
    }
    if (expired.has(token) && call === 'bet') return answer(SEAMLESS_ERROR.tokenExpired);
    const id = String(body.transaction_id);
    const round = String(body.round_id);
    const amount = call === 'rollback' ? 0 : toSatang(Number(body.amount));
    const seen = txs.get(id);
    if (seen) {
      const same =
        seen.call === call && seen.token === token && seen.round === round && seen.amount === amount;
      if (seen.call === 'rollback' && call === 'bet') return answer(SEAMLESS_ERROR.transactionRolledBack);
      return same ? okWith(token, id) : answer(SEAMLESS_ERROR.duplicateTransaction);
    }
    const balance = balances.get(token)!;
    if (call === 'bet') {
      if (balance < amount) return answer(SEAMLESS_ERROR.insufficientFunds);
      balances.set(token, balance - amount);
    } else if (call === 'settle') {
      balances.set(token, balance + amount);
      settledRounds.add(round);
    } else {
      if (settledRounds.has(round)) return answer(SEAMLESS_ERROR.roundSettled);
      const ref = String(body.ref_transaction_id);
      const bet = txs.get(ref);
      if (bet) balances.set(token, balance + bet.amount);
      else txs.set(ref, { call: 'rollback', token, round, amount: 0 }); // tombstone: a late bet is refused
    }
    txs.set(id, { call, token, round, amount });
    return okWith(token, id);
  };

  const transport: Transport = async ({ path, headers, body }) => {
    const call = path.split('/').pop() as SeamlessCall;
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    if (path !== `/api/seamless/${provider}/${call}` || headers['x-signature'] !== signature) {
      return answer(SEAMLESS_ERROR.badSignature);
    }
    const parsed = JSON.parse(body) as Record<string, unknown>;
    log.push({ call, body: parsed });
    const index = faults.findIndex((f) => f.call === call);
    const fault = index >= 0 ? faults.splice(index, 1)[0]!.fault : null;
    if (fault === 'down') throw new Error('connect ECONNREFUSED');
    if (fault === '503') return { status: 503, body: 'unavailable' };
    const result = process(call, parsed);
    if (fault === 'lost') throw new Error('socket hang up');
    return result;
  };

  return {
    transport,
    log,
    /** A launch: `token` with `baht`, of member `memberId` (by default a member of its own). */
    member: (token: string, baht: number, memberId = token) => {
      balances.set(token, toSatang(baht));
      members.set(token, memberId);
    },
    expire: (token: string) => expired.add(token),
    balance: (token: string) => toBaht(balances.get(token) ?? 0),
    fail: (call: SeamlessCall, fault: Fault, times = 1) => {
      for (let i = 0; i < times; i += 1) faults.push({ call, fault });
    },
    calls: (call: SeamlessCall) => log.filter((entry) => entry.call === call),
  };
};
