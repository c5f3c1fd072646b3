import { create } from 'zustand';
import type { BillValidation } from '@contract/lotto';
import { readJson, removeKey, writeJson } from '@lib/storage';
import type { DraftLine } from '@features/lotto/lib/number-pad';
import { savedSlipOf, sendingIdOf, slipSaved, slipSending, slipsOwnedBy } from './saved-slips';

/** A line of the bill being built; `key` is the bet type and number, so a number goes on a bet type once. */
export type BillLine = DraftLine & { key: string };

/** The server's verdict on a bill (SPEC §3 billCache): per line ok or refused with its Thai reason. */
export type ValidatedBill = BillValidation;

type BillState = {
  roundId: number | null;
  /** SPEC §3 billInputData: the lines as the member entered them. */
  input: BillLine[];
  /** SPEC §3 billCache: the last validation of exactly `input`, or null once anything changed since. */
  cache: ValidatedBill | null;
};

const initial: BillState = { roundId: null, input: [], cache: null };

// Client state only: the bill being built. Rounds, rates and bills come from the server through react-query.
const useBillStore = create<BillState>()(() => initial);

export const lineKey = (betType: string, number: string) => `${betType}:${number}`;

/**
 * After a session change (a login, a logout, a refused session) the device does not yet know whose slips it
 * keeps: none is shown or written until the app says who is logged in (`lottoMemberKnown`).
 */
let ownerUnknown = false;

const savedInput = (roundId: number): BillLine[] =>
  ownerUnknown
    ? []
    : savedSlipOf(roundId).map((line) => ({ ...line, key: lineKey(line.betType, line.number) }));

// Every edit of a round's slip is saved on the device; a round just loaded shows what was saved.
useBillStore.subscribe((state, previous) => {
  if (ownerUnknown || state.roundId === null || state.roundId !== previous.roundId) return;
  if (state.input !== previous.input) slipSaved(state.roundId, state.input);
});

export const useBillInput = () => useBillStore((state) => state.input);
export const useBillCache = () => useBillStore((state) => state.cache);
export const getBillState = () => useBillStore.getState();

/**
 * SPEC §4: loading a round (or the list of rounds) clears the cached bill and the bill input; the round's own
 * slip, kept on the device until it is sent, comes back (issue 27).
 */
export const roundLoaded = (roundId: number | null) =>
  useBillStore.setState({ ...initial, roundId, input: roundId === null ? [] : savedInput(roundId) });

/**
 * Numbers from the pad or a helper, each on every given bet type with one amount. A number already on the bill
 * for that type is left as it is (the member changes its amount in the bill), so a helper never doubles a line.
 */
export const linesAdded = (lines: readonly DraftLine[]) =>
  useBillStore.setState((state) => {
    const seen = new Set(state.input.map((line) => line.key));
    const added: BillLine[] = [];
    for (const line of lines) {
      const key = lineKey(line.betType, line.number);
      if (seen.has(key)) continue;
      seen.add(key);
      added.push({ ...line, key });
    }
    return added.length ? { input: [...state.input, ...added], cache: null } : state;
  });

export const lineRemoved = (key: string) =>
  useBillStore.setState((state) => ({ input: state.input.filter((line) => line.key !== key), cache: null }));

export const lineAmountChanged = (key: string, amount: number) =>
  useBillStore.setState((state) => ({
    input: state.input.map((line) => (line.key === key ? { ...line, amount } : line)),
    cache: null,
  }));

export const allAmountsSet = (amount: number) =>
  useBillStore.setState((state) => ({
    input: state.input.map((line) => ({ ...line, amount })),
    cache: null,
  }));

export const billCleared = () => useBillStore.setState((state) => ({ ...initial, roundId: state.roundId }));

/** SPEC §4: a successful validation stores the validated bill and the input it was made from. */
export const billValidated = (cache: ValidatedBill, input: readonly BillLine[]) =>
  useBillStore.setState({ cache, input: [...input] });

const LAST_BILL_KEY = 'lotto.lastBill';

/**
 * The request id for sending the bill: the one an unanswered send of these very lines already used (kept with the
 * slip through a reload), else `fresh`, remembered with the slip until the bill is accepted or edited.
 */
export const billRequestId = (fresh: () => string): string => {
  const { roundId } = useBillStore.getState();
  if (roundId === null) return fresh();
  const id = sendingIdOf(roundId) ?? fresh();
  slipSending(roundId, id);
  return id;
};

/**
 * The bill was accepted: it becomes the "repeat last bill" of the next round, the pad starts empty and the
 * round's saved slip is gone.
 */
export const billSubmitted = () => {
  const { input, roundId } = useBillStore.getState();
  writeJson(
    LAST_BILL_KEY,
    input.map(({ betType, number, amount }) => ({ betType, number, amount })),
  );
  if (roundId !== null) slipSaved(roundId, []);
  billCleared();
};

export const lastBillLines = (): DraftLine[] => readJson<DraftLine[]>(LAST_BILL_KEY) ?? [];

/** The session on the device changed: whose slips these are is unknown until `lottoMemberKnown`. */
export const lottoSessionChanged = () => {
  ownerUnknown = true;
};

/**
 * The app knows who is logged in: another member's slips and last bill are dropped (a shared phone), the same
 * member's come back, on the round already on screen too.
 */
export const lottoMemberKnown = (member: number) => {
  ownerUnknown = false;
  const { roundId, input } = useBillStore.getState();
  if (!slipsOwnedBy(member)) {
    removeKey(LAST_BILL_KEY);
    useBillStore.setState({ ...initial, roundId });
  } else if (roundId !== null) {
    if (input.length) slipSaved(roundId, input);
    else useBillStore.setState({ input: savedInput(roundId), cache: null });
  }
};
