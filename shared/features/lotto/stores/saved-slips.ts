import { readJson, writeJson } from '@lib/storage';
import type { DraftLine } from '@features/lotto/lib/number-pad';

/**
 * The slips being built, kept on the device per round until they are sent (issue 27): a session that ends
 * mid-slip (expired, refused, logged out) loses nothing, and the member finds the slip again on the round after
 * logging back in. They belong to one member: another member logging in on the device drops them.
 */
type SavedSlips = { member: number | null; rounds: { roundId: number; lines: DraftLine[] }[] };

const KEY = 'lotto.slips';
/** Rounds end and their slips with them: the slips of the most recently edited rounds are enough. */
const KEPT_ROUNDS = 10;

const read = (): SavedSlips => {
  const saved = readJson<SavedSlips>(KEY);
  return saved && Array.isArray(saved.rounds) ? saved : { member: null, rounds: [] };
};

export const savedSlipOf = (roundId: number): DraftLine[] =>
  read().rounds.find((slip) => slip.roundId === roundId)?.lines ?? [];

/** The round's slip as it is now; an empty slip (sent, or cleared by the member) is no longer kept. */
export const slipSaved = (roundId: number, lines: readonly DraftLine[]) => {
  const saved = read();
  const others = saved.rounds.filter((slip) => slip.roundId !== roundId);
  const kept = lines.map(({ betType, number, amount }) => ({ betType, number, amount }));
  const rounds = kept.length ? [...others, { roundId, lines: kept }].slice(-KEPT_ROUNDS) : others;
  writeJson(KEY, { ...saved, rounds });
};

/** Whose slips they are. Another member's are dropped; false when they were. */
export const slipsOwnedBy = (member: number): boolean => {
  const saved = read();
  const same = saved.member === null || saved.member === member;
  writeJson(KEY, { member, rounds: same ? saved.rounds : [] });
  return same;
};
