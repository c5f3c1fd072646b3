import type { BaccaratOutcome, SoothDetail, SoothTableSummary } from '@contract/game';
import { FORMULA_NAME, measuredHitRate, patternOf, suggest } from './formula';
import { bigRoad, derivedRoad, placeOnGrid, ROAD_ROWS, toColumns } from './roads';

type TableHand = {
  winner: BaccaratOutcome;
  player_pair?: boolean;
  banker_pair?: boolean;
  dealt_at?: string;
};
export type TableHistory = { id: string; name: string; hands: TableHand[] };

/** DOMAIN.md: banker 0.458597, player 0.446247, tie 0.095156 per hand, in percent. */
const TRUE_ODDS = { banker: 45.86, player: 44.62, tie: 9.52 } as const;
const SOOTH_DISCLAIMER =
  'ผลแต่ละตาเป็นอิสระต่อกัน เค้าไพ่ในอดีตไม่เปลี่ยนโอกาสของตาถัดไป สูตรนี้เป็นเพียงการอ่านสถิติย้อนหลัง ไม่ใช่การทำนายผล';
const RECENT = 30;

const summary = (table: TableHistory): SoothTableSummary => {
  const outcomes = table.hands.map((hand) => hand.winner);
  const count = (outcome: BaccaratOutcome) => outcomes.filter((value) => value === outcome).length;
  const { columns } = bigRoad(outcomes);
  return {
    table_id: table.id,
    name: table.name,
    counts: {
      hands: outcomes.length,
      banker: count('banker'),
      player: count('player'),
      tie: count('tie'),
      banker_pair: table.hands.filter((hand) => hand.banker_pair).length,
      player_pair: table.hands.filter((hand) => hand.player_pair).length,
    },
    pattern: patternOf(outcomes),
    recent: outcomes.slice(-RECENT),
    big_road: placeOnGrid(columns),
    formula: {
      name: FORMULA_NAME,
      suggestion: suggest(outcomes),
      hit_rate: measuredHitRate(outcomes),
      true_odds: { ...TRUE_ODDS },
      disclaimer: SOOTH_DISCLAIMER,
    },
    last_dealt_at: table.hands.at(-1)?.dealt_at ?? null,
  };
};

export const tableSummary = summary;

export const tableDetail = (table: TableHistory): SoothDetail => {
  const outcomes = table.hands.map((hand) => hand.winner);
  const { columns, leadingTies } = bigRoad(outcomes);
  const derived = (offset: 1 | 2 | 3) => placeOnGrid(toColumns(derivedRoad(columns, offset)));
  return {
    ...summary(table),
    // The bead plate fills columns top to bottom, one cell per hand, ties included.
    bead_plate: outcomes.map((value, index) => ({
      col: Math.floor(index / ROAD_ROWS),
      row: index % ROAD_ROWS,
      value,
    })),
    big_eye_boy: derived(1),
    small_road: derived(2),
    cockroach_pig: derived(3),
    leading_ties: leadingTies,
  };
};
