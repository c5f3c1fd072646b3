import type { Outcome, Side } from './roads';
import { bigRoad } from './roads';

/**
 * The pattern a table is in and the formula room's suggestion. Hands are independent: the suggestion is a
 * reading of the past, shown next to the true odds and to this formula's own measured hit rate.
 */
export type PatternCode = 'dragon' | 'pingpong' | 'pairs' | 'none';

const patternLabels: Record<PatternCode, string> = {
  dragon: 'มังกร (ออกฝั่งเดิมติดกัน)',
  pingpong: 'ปิงปอง (สลับฝั่งทุกตา)',
  pairs: 'ไพ่คู่ (ออกฝั่งละสองตาสลับกัน)',
  none: 'ยังไม่มีรูปแบบชัดเจน',
};

export const patternOf = (
  outcomes: readonly Outcome[],
): { code: PatternCode; label: string; streak: number } => {
  const { columns } = bigRoad(outcomes);
  const last = columns.at(-1);
  const streak = last?.length ?? 0;
  const lengths = columns.slice(-4).map((column) => column.length);
  let code: PatternCode = 'none';
  if (streak >= 4) code = 'dragon';
  else if (lengths.length >= 4 && lengths.every((length) => length === 1)) code = 'pingpong';
  else if (lengths.length >= 3 && lengths.slice(-3).every((length) => length === 2)) code = 'pairs';
  return { code, label: patternLabels[code], streak };
};

export const FORMULA_NAME = 'สูตรตามเค้าไพ่';

/** Follow the streak; in a ping-pong, follow the alternation. Nothing before the first banker/player hand. */
export const suggest = (outcomes: readonly Outcome[]): Side | null => {
  const sides = outcomes.filter((outcome): outcome is Side => outcome !== 'tie');
  const last = sides.at(-1);
  if (!last) return null;
  const opposite: Side = last === 'banker' ? 'player' : 'banker';
  return patternOf(outcomes).code === 'pingpong' ? opposite : last;
};

/**
 * The formula replayed over the table's own history: each hand judged by what the formula would have said
 * before it. A tie refunds a banker/player bet, so ties count neither as hit nor as trial.
 */
export const measuredHitRate = (outcomes: readonly Outcome[]) => {
  let hits = 0;
  let trials = 0;
  outcomes.forEach((outcome, index) => {
    if (outcome === 'tie') return;
    const said = suggest(outcomes.slice(0, index));
    if (!said) return;
    trials += 1;
    if (said === outcome) hits += 1;
  });
  return { hits, trials, percent: trials === 0 ? 0 : Math.round((hits / trials) * 10_000) / 100 };
};
