/**
 * Baccarat roads (DOMAIN.md "Baccarat and the formula rooms"), pure functions of a table's hands in the order
 * they were dealt. Logical columns are computed first; `placeOnGrid` lays any road out on the usual 6-row
 * board, turning right at the bottom (the "dragon tail").
 */
export type Outcome = 'banker' | 'player' | 'tie';
export type Side = 'banker' | 'player';
export type Colour = 'red' | 'blue';
type BigRoadEntry = { winner: Side; ties: number };
export type GridCell<T> = { col: number; row: number; value: T };

export const ROAD_ROWS = 6;

/** Big road: a new column whenever the winner changes; ties mark the last entry (or count before the first). */
export const bigRoad = (outcomes: readonly Outcome[]) => {
  const columns: BigRoadEntry[][] = [];
  let leadingTies = 0;
  for (const outcome of outcomes) {
    const column = columns.at(-1);
    const last = column?.at(-1);
    if (outcome === 'tie') {
      if (last) last.ties += 1;
      else leadingTies += 1;
    } else if (last && last.winner === outcome) column!.push({ winner: outcome, ties: 0 });
    else columns.push([{ winner: outcome, ties: 0 }]);
  }
  return { columns, leadingTies };
};

/**
 * A derived road compares the big road with the column `offset` back (1 big eye boy, 2 small road,
 * 3 cockroach pig). For an entry that opens a column: are the two columns before it (1 and 1 + offset back)
 * of equal length? For an entry further down: does the column `offset` back reach this row (red), stop exactly
 * one row short (blue), or stop earlier (red, "both empty")? Red = the road repeats, blue = it is choppy.
 */
export const derivedRoad = (columns: readonly (readonly unknown[])[], offset: 1 | 2 | 3): Colour[] => {
  const marks: Colour[] = [];
  columns.forEach((column, c) => {
    column.forEach((_, row) => {
      if (row === 0) {
        if (c < offset + 1) return;
        marks.push(columns[c - 1]!.length === columns[c - 1 - offset]!.length ? 'red' : 'blue');
      } else {
        if (c < offset) return;
        const compared = columns[c - offset]!.length;
        marks.push(compared > row || compared < row ? 'red' : 'blue');
      }
    });
  });
  return marks;
};

/** Groups a sequence into columns of equal consecutive values (how derived roads are drawn). */
export const toColumns = <T>(sequence: readonly T[]): T[][] => {
  const columns: T[][] = [];
  for (const value of sequence) {
    const column = columns.at(-1);
    if (column && column[0] === value) column.push(value);
    else columns.push([value]);
  }
  return columns;
};

/** Lays logical columns on a board of `rows` rows: down a column, then right along the bottom when blocked. */
export const placeOnGrid = <T>(columns: readonly (readonly T[])[], rows = ROAD_ROWS): GridCell<T>[] => {
  const taken = new Set<string>();
  const cells: GridCell<T>[] = [];
  let start = 0;
  for (const column of columns) {
    while (taken.has(`${start},0`)) start += 1;
    let col = start;
    let row = 0;
    let turned = false;
    column.forEach((value, index) => {
      if (index > 0) {
        if (!turned && row + 1 < rows && !taken.has(`${col},${row + 1}`)) row += 1;
        else {
          turned = true;
          col += 1;
        }
      }
      taken.add(`${col},${row}`);
      cells.push({ col, row, value });
    });
    start += 1;
  }
  return cells;
};
