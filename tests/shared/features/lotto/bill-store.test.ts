// @vitest-environment screen
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillValidation } from '@contract/lotto';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

const verdict = (lines: BillValidation['lines']): BillValidation => ({
  round_id: 1,
  valid: true,
  total: 10,
  balance: 100,
  lines,
  message: '',
});

const load = () => import('@features/lotto/stores/bill-store');

describe('bill store (SPEC §3 billInputData and billCache, §4)', () => {
  it('adds each number on each bet type once, whatever helper sends it again', async () => {
    const store = await load();
    store.roundLoaded(1);
    store.linesAdded([
      { betType: 'two_top', number: '12', amount: 10 },
      { betType: 'two_bottom', number: '12', amount: 10 },
    ]);
    store.linesAdded([
      { betType: 'two_top', number: '12', amount: 50 },
      { betType: 'two_top', number: '21', amount: 10 },
    ]);
    const input = store.getBillState().input;
    expect(input.map((line) => line.key)).toEqual(['two_top:12', 'two_bottom:12', 'two_top:21']);
    expect(input[0]!.amount).toBe(10);
  });

  it('a successful validation stores the validated bill and the input it was made from', async () => {
    const store = await load();
    store.roundLoaded(1);
    store.linesAdded([{ betType: 'three_top', number: '123', amount: 10 }]);
    const input = store.getBillState().input;
    const cache = verdict([
      {
        line_no: 1,
        bet_type: 'three_top',
        number: '123',
        amount: 10,
        rate: 900,
        potential_payout: 9000,
        ok: true,
        reason_code: 0,
        reason: '',
      },
    ]);
    store.billValidated(cache, input);
    expect(store.getBillState().cache).toEqual(cache);
    expect(store.getBillState().input).toEqual(input);
  });

  it('any change after a validation drops the cached verdict (it no longer describes the bill)', async () => {
    const store = await load();
    store.roundLoaded(1);
    store.linesAdded([{ betType: 'three_top', number: '123', amount: 10 }]);
    const cache = verdict([]);
    store.billValidated(cache, store.getBillState().input);
    store.lineAmountChanged('three_top:123', 20);
    expect(store.getBillState().cache).toBeNull();
    expect(store.getBillState().input[0]!.amount).toBe(20);

    store.billValidated(cache, store.getBillState().input);
    store.allAmountsSet(5);
    expect(store.getBillState().cache).toBeNull();
    store.billValidated(cache, store.getBillState().input);
    store.lineRemoved('three_top:123');
    expect(store.getBillState().cache).toBeNull();
    expect(store.getBillState().input).toEqual([]);
  });

  it('loading a round clears the cached bill and the bill input', async () => {
    const store = await load();
    store.roundLoaded(1);
    store.linesAdded([{ betType: 'two_top', number: '45', amount: 10 }]);
    store.billValidated(verdict([]), store.getBillState().input);
    store.roundLoaded(2);
    expect(store.getBillState()).toEqual({ roundId: 2, input: [], cache: null });
  });

  it('a submitted bill becomes the last bill (kept across reloads) and the pad starts empty', async () => {
    const store = await load();
    store.roundLoaded(1);
    store.linesAdded([{ betType: 'two_top', number: '45', amount: 10 }]);
    store.billSubmitted();
    expect(store.getBillState().input).toEqual([]);
    vi.resetModules();
    const again = await load();
    expect(again.lastBillLines()).toEqual([{ betType: 'two_top', number: '45', amount: 10 }]);
  });

  it("a round's slip is kept on the device until it is sent, each round its own", async () => {
    const store = await load();
    store.roundLoaded(1);
    store.linesAdded([{ betType: 'two_top', number: '45', amount: 10 }]);
    store.roundLoaded(2);
    store.linesAdded([{ betType: 'three_top', number: '123', amount: 5 }]);
    vi.resetModules();
    const again = await load();
    again.roundLoaded(1);
    expect(again.getBillState().input.map((line) => [line.key, line.amount])).toEqual([['two_top:45', 10]]);
    again.billSubmitted();
    again.roundLoaded(1);
    expect(again.getBillState().input).toEqual([]);
    again.roundLoaded(2);
    expect(again.getBillState().input.map((line) => line.key)).toEqual(['three_top:123']);
    again.billCleared();
    again.roundLoaded(2);
    expect(again.getBillState().input).toEqual([]);
  });

  it('a send whose answer never came keeps its request id with the slip through a reload, until an edit', async () => {
    const store = await load();
    store.roundLoaded(1);
    store.linesAdded([{ betType: 'two_top', number: '45', amount: 10 }]);
    let made = 0;
    const fresh = () => `id-${++made}`;
    expect(store.billRequestId(fresh)).toBe('id-1');
    // The page reloads before the answer: the same slip sends again as the same request, never a second bill.
    vi.resetModules();
    const again = await load();
    again.roundLoaded(1);
    expect(again.billRequestId(fresh)).toBe('id-1');
    again.linesAdded([{ betType: 'two_top', number: '12', amount: 10 }]);
    expect(again.billRequestId(fresh)).toBe('id-2');
    again.billSubmitted();
    again.roundLoaded(1);
    again.linesAdded([{ betType: 'two_top', number: '45', amount: 10 }]);
    expect(again.billRequestId(fresh)).toBe('id-3');
  });

  it('the same member finds the slip after a session change; another member finds nothing', async () => {
    const store = await load();
    store.lottoMemberKnown(7);
    store.roundLoaded(1);
    store.linesAdded([{ betType: 'two_top', number: '45', amount: 10 }]);
    store.billSubmitted();
    store.linesAdded([{ betType: 'two_top', number: '12', amount: 10 }]);

    store.lottoSessionChanged();
    store.roundLoaded(1);
    // Until the app says who logged in, nothing of the slip shows.
    expect(store.getBillState().input).toEqual([]);
    store.lottoMemberKnown(7);
    expect(store.getBillState().input.map((line) => line.key)).toEqual(['two_top:12']);
    expect(store.lastBillLines()).toHaveLength(1);

    store.lottoSessionChanged();
    store.lottoMemberKnown(8);
    expect(store.getBillState().input).toEqual([]);
    store.roundLoaded(1);
    expect(store.getBillState().input).toEqual([]);
    expect(store.lastBillLines()).toEqual([]);
    expect(localStorage.getItem('lotto.slips')).not.toContain('"12"');
  });
});
