/** A 5-reel, 3-row line slot: reel strips, paylines, a wild that substitutes, a scatter that pays anywhere. */
type SlotSymbol = { id: number; key: string; name_th: string; glyph: string };

export type SlotConfig = {
  code: string;
  symbols: readonly SlotSymbol[];
  wild: number;
  scatter: number;
  /** One strip per reel, symbol ids in order; the window shows three consecutive stops (wrapping). */
  reels: readonly (readonly number[])[];
  /** Row (0 top, 1 middle, 2 bottom) per reel for each payline. */
  lines: readonly (readonly number[])[];
  /** Pays for 3, 4 and 5 of a kind from the left, in multiples of the line bet. */
  pays: Readonly<Record<number, readonly [number, number, number]>>;
  /** Pays for 3, 4 and 5 scatters anywhere, in multiples of the total bet. */
  scatterPays: readonly [number, number, number];
  /** Three or more scatters start this many free spins on the same reels, wins multiplied; no retrigger. */
  freeSpins?: { count: number; multiplier: number };
};

export type LineWin = { line: number; symbol: number; count: number; pay: number };

export type SpinOutcome = {
  stops: number[];
  /** grid[reel][row]: symbol ids. */
  grid: number[][];
  lineWins: LineWin[];
  scatters: number;
  /** Total of this spin in multiples of the line bet (lines) plus total bet (scatter), before multipliers. */
  linePay: number;
  scatterPay: number;
};

export type SlotRound = {
  base: SpinOutcome;
  freeSpins: SpinOutcome[];
  multiplier: number;
  /** The round's win as a multiple of the total bet (exact: the engine works in line-bet units). */
  winLineUnits: number;
};
