import './outcome.css';
import { el } from './format';

/**
 * A round's outcome drawn as the member saw it in the game: the slot's symbols on its reels, the baccarat cards,
 * the roulette pocket in its colour. The game pages and the verify page draw with these, so a recomputed round
 * looks like the round that was played.
 */

export type SlotSymbol = { id: number; name_th: string; glyph: string };
type LineWin = { line: number; symbol: number; count: number; pay: number };
export type SlotSpin = { grid: number[][]; line_wins: LineWin[]; scatters: number };
export type SlotOutcome = { base: SlotSpin; free_spins: SlotSpin[]; multiplier: number };
/** What of a machine the reels need (from `GET /games/api/slot/<code>`). */
export type SlotLook = { symbols: SlotSymbol[]; lines: number[][]; scatter: number };

/** Five reels of three; `show` puts a spin on them and marks its winning cells. */
export const createReels = (look: SlotLook, size: 'full' | 'small' = 'full') => {
  const glyph = (id: number) => look.symbols.find((s) => s.id === id)?.glyph ?? '?';
  const name = (id: number) => look.symbols.find((s) => s.id === id)?.name_th ?? '';
  const cells: HTMLElement[][] = [0, 1, 2, 3, 4].map(() =>
    [0, 1, 2].map(() => el('div', { class: 'cell' }, '❔')),
  );
  const node = el(
    'div',
    { class: `reels ${size}`, role: 'img', 'aria-label': 'วงล้อสล็อต' },
    ...cells.map((column) => el('div', { class: 'reel' }, ...column)),
  );
  const show = (spin: SlotSpin) => {
    const winning = new Set<string>();
    for (const win of spin.line_wins) {
      const rows = look.lines[win.line]!;
      for (let reel = 0; reel < win.count; reel += 1) winning.add(`${reel}:${rows[reel]}`);
    }
    spin.grid.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        const cell = cells[reel]![row]!;
        cell.textContent = glyph(symbol);
        cell.dataset.symbol = String(symbol);
        cell.classList.toggle(
          'hit',
          winning.has(`${reel}:${row}`) || (symbol === look.scatter && spin.scatters >= 3),
        );
      }),
    );
    // Read row by row, as the eye does: what a screen reader says of the reels.
    const rows = [0, 1, 2].map((row) => spin.grid.map((column) => name(column[row]!)).join(' '));
    node.setAttribute('aria-label', `ผลบนวงล้อ: ${rows.join(' / ')}`);
  };
  return { node, show, glyph };
};

/** A slot round: the base spin, then each free spin, each on its own reels with its caption. */
export const slotOutcomeView = (look: SlotLook, outcome: SlotOutcome) => {
  const spins = [outcome.base, ...outcome.free_spins];
  return el(
    'div',
    { class: 'outcome-slot' },
    ...spins.map((spin, i) => {
      const reels = createReels(look, i === 0 ? 'full' : 'small');
      reels.show(spin);
      const caption =
        i === 0 ? 'หมุนหลัก' : `ฟรีสปิน ${i}/${outcome.free_spins.length} (คูณ ${outcome.multiplier})`;
      return el('figure', {}, reels.node, el('figcaption', { class: 'gp-muted' }, caption));
    }),
  );
};

export type Card = { rank: number; suit: number };
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const SUITS_TH = ['โพดำ', 'โพแดง', 'ข้าวหลามตัด', 'ดอกจิก'];

const cardView = (card: Card) =>
  el(
    'span',
    {
      class: `card ${card.suit === 1 || card.suit === 2 ? 'red' : ''}`,
      'aria-label': `${RANKS[card.rank]} ${SUITS_TH[card.suit]}`,
    },
    `${RANKS[card.rank]}${SUITS[card.suit]}`,
  );

type BaccaratWinner = 'banker' | 'player' | 'tie';
const WINNER_TH = { banker: 'เจ้ามือชนะ', player: 'ผู้เล่นชนะ', tie: 'เสมอ' } as const;
export type HandView = {
  player_cards: Card[];
  banker_cards: Card[];
  player_total: number;
  banker_total: number;
  winner: BaccaratWinner;
};

/** The two sides with their cards and totals, and who won. */
export const handNodes = (hand: HandView) => [
  el('div', { class: 'side player' }, `ผู้เล่น ${hand.player_total} `, ...hand.player_cards.map(cardView)),
  el('div', { class: 'side banker' }, `เจ้ามือ ${hand.banker_total} `, ...hand.banker_cards.map(cardView)),
  el('div', { class: `verdict ${hand.winner}` }, WINNER_TH[hand.winner]),
];

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export type PocketColour = 'green' | 'red' | 'black';
export const pocketColour = (n: number): PocketColour => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');
export const COLOUR_TH: Record<PocketColour, string> = { green: 'เขียว', red: 'แดง', black: 'ดำ' };

/** The pocket the ball fell in, in its colour, with the colour said in words. */
export const pocketView = (n: number) =>
  el(
    'div',
    { class: 'outcome-pocket' },
    el('span', { class: `gp-pocket ${pocketColour(n)}` }, String(n)),
    el('span', {}, `ออกเลข ${n} สี${COLOUR_TH[pocketColour(n)]}`),
  );

export type FishLook = { key: string; name_th: string; glyph: string; multiplier: number };

/** A fishing shot in words: the fish, its multiplier, caught or not. */
export const shotView = (fish: FishLook | undefined, hit: boolean) =>
  el(
    'p',
    { class: 'outcome-words' },
    fish ? `${fish.glyph} ${fish.name_th} (ตัวคูณ x${fish.multiplier}): ` : '',
    hit ? 'ยิงโดน ได้รางวัล' : 'ยิงไม่โดน',
  );

export const SELECTION_TH: Record<string, string> = {
  home: 'เหย้าชนะ',
  draw: 'เสมอ',
  away: 'เยือนชนะ',
  over: 'สูง 2.5 ประตู',
  under: 'ต่ำ 2.5 ประตู',
};

/** A football bet in words: the score of the match bet on and whether the pick won. */
export const matchView = (
  match: { home: string; away: string; home_goals: number; away_goals: number },
  pick?: { selection: string; won: boolean },
) =>
  el(
    'p',
    { class: 'outcome-words' },
    `${match.home} ${match.home_goals} - ${match.away_goals} ${match.away}`,
    ...(pick
      ? [el('br'), `คุณเลือก ${SELECTION_TH[pick.selection] ?? pick.selection}: ${pick.won ? 'ถูก' : 'ไม่ถูก'}`]
      : []),
  );
