import { fairRng } from '@games/fair/fair';
import { dealHand, type BaccaratHand } from '@games/maths/baccarat/baccarat';
import { bangkokDay } from '@contract/thai-time';
import type { HouseSeeds } from '@games/provider/house-seeds';

/**
 * Tables deal on a fixed clock: hand r of a table is dealt at EPOCH + offset + r * interval. Any copy of the
 * server computes the same schedule and, from the day's house seed, the same cards: no dealer process, no state.
 */
const BACCARAT_EPOCH = Date.UTC(2026, 0, 1);
/** Bets close this long before the deal. */
export const BACCARAT_CLOSE_MS = 5_000;

export type BaccaratTable = {
  id: string;
  name_th: string;
  intervalMs: number;
  offsetMs: number;
  minBet: number;
  maxBet: number;
};

export const baccaratTables: readonly BaccaratTable[] = [
  { id: 'b1', name_th: 'โต๊ะ 1 สยาม', intervalMs: 30_000, offsetMs: 0, minBet: 10, maxBet: 50_000 },
  { id: 'b2', name_th: 'โต๊ะ 2 เยาวราช', intervalMs: 30_000, offsetMs: 7_500, minBet: 10, maxBet: 50_000 },
  { id: 'b3', name_th: 'โต๊ะ 3 อโศก', intervalMs: 30_000, offsetMs: 15_000, minBet: 50, maxBet: 100_000 },
  { id: 'b4', name_th: 'โต๊ะ 4 สุขุมวิท', intervalMs: 45_000, offsetMs: 22_500, minBet: 100, maxBet: 200_000 },
];

export const tableById = (id: string) => baccaratTables.find((table) => table.id === id);
export const dealTime = (table: BaccaratTable, round: number) =>
  BACCARAT_EPOCH + table.offsetMs + round * table.intervalMs;
/** The last hand dealt at or before `nowMs`. */
export const lastDealt = (table: BaccaratTable, nowMs: number) =>
  Math.floor((nowMs - BACCARAT_EPOCH - table.offsetMs) / table.intervalMs);
/** The hand now taking bets (the first whose betting has not closed). */
export const openRound = (table: BaccaratTable, nowMs: number) => {
  let round = lastDealt(table, nowMs) + 1;
  if (dealTime(table, round) - BACCARAT_CLOSE_MS <= nowMs) round += 1;
  return round;
};

export type DealtHand = { round_no: number; round_id: string; dealt_at: string; hand: BaccaratHand };

/** Hand r: HMAC stream of the day's house seed, client seed = table id, nonce = r. */
export const handAt = (seeds: HouseSeeds, table: BaccaratTable, round: number): DealtHand => {
  const at = dealTime(table, round);
  const hand = dealHand(
    fairRng({ serverSeed: seeds.seedFor('baccarat', bangkokDay(at)), clientSeed: table.id, nonce: round }),
  );
  return { round_no: round, round_id: `${table.id}-${round}`, dealt_at: new Date(at).toISOString(), hand };
};

/** The last `count` dealt hands, newest last. */
export const tableHistory = (seeds: HouseSeeds, table: BaccaratTable, nowMs: number, count: number) => {
  const last = lastDealt(table, nowMs);
  const hands: DealtHand[] = [];
  for (let round = Math.max(0, last - count + 1); round <= last; round += 1)
    hands.push(handAt(seeds, table, round));
  return hands;
};
