import { readJson, writeJson } from '@lib/storage';
import type { DraftLine } from '@features/lotto/lib/number-pad';

/**
 * The slips being built, kept on the device per round until they are sent (issue 27): a session that ends
 * mid-slip (expired, refused, logged out) loses nothing, and the member finds the slip again on the round after
 * logging back in. They belong to one member: another member logging in on the device drops them.
 */
type Slip = {
  roundId: number;
  lines: DraftLine[];
  /** The request id of a send of exactly these lines whose answer never came (see `slipSending`). */
  sending?: string;
};
type SavedSlips = { member: number | null; rounds: Slip[] };

const KEY = 'lotto.slips';
/** Rounds end and their slips with them: the slips of the most recently edited rounds are enough. */
const KEPT_ROUNDS = 10;

const read = (): SavedSlips => {
  const saved = readJson<SavedSlips>(KEY);
  return saved && Array.isArray(saved.rounds) ? saved : { member: null, rounds: [] };
};

export const savedSlipOf = (roundId: number): DraftLine[] =>
  read().rounds.find((slip) => slip.roundId === roundId)?.lines ?? [];

const slipOf = (saved: SavedSlips, roundId: number) => saved.rounds.find((slip) => slip.roundId === roundId);

/**
 * The round's slip as it is now; an empty slip (sent, or cleared by the member) is no longer kept. A send's
 * request id stays with the slip while its lines are the same, and goes with any edit.
 */
export const slipSaved = (roundId: number, lines: readonly DraftLine[]) => {
  const saved = read();
  const before = slipOf(saved, roundId);
  const others = saved.rounds.filter((slip) => slip.roundId !== roundId);
  const kept = lines.map(({ betType, number, amount }) => ({ betType, number, amount }));
  const same = before?.sending && JSON.stringify(before.lines) === JSON.stringify(kept);
  const slip: Slip = same ? { roundId, lines: kept, sending: before.sending } : { roundId, lines: kept };
  const rounds = kept.length ? [...others, slip].slice(-KEPT_ROUNDS) : others;
  writeJson(KEY, { ...saved, rounds });
};

/**
 * A send of the round's slip is starting with this request id. Its answer may never arrive (the connection drops,
 * the page reloads): the slip, kept, sends again with the same id, so the server answers the bill it already made
 * instead of making a second one.
 */
export const slipSending = (roundId: number, requestId: string) => {
  const saved = read();
  const rounds = saved.rounds.map((slip) =>
    slip.roundId === roundId ? { ...slip, sending: requestId } : slip,
  );
  writeJson(KEY, { ...saved, rounds });
};

export const sendingIdOf = (roundId: number): string | undefined => slipOf(read(), roundId)?.sending;

/** Whose slips they are. Another member's are dropped; false when they were. */
export const slipsOwnedBy = (member: number): boolean => {
  const saved = read();
  const same = saved.member === null || saved.member === member;
  writeJson(KEY, { member, rounds: same ? saved.rounds : [] });
  return same;
};
