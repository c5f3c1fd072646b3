import { api } from '../common/api';
import { el } from '../common/format';
import type { RoundEntry } from '../common/history';
import {
  handNodes,
  matchView,
  pocketView,
  shotView,
  slotOutcomeView,
  type Card,
  type FishLook,
  type HandView,
  type SlotLook,
  type SlotOutcome,
} from '../common/outcome';

/** What `POST /games/api/verify` answers per game (the recomputation, as the maths return it). */
type SlotResult = SlotOutcome & { win: number };
type BaccaratResult = {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: HandView['winner'];
};
type FootballResult = { home: string; away: string; homeGoals: number; awayGoals: number }[];
type Recorded = Record<string, unknown>;

const looks = new Map<string, Promise<unknown>>();
const once = <T>(path: string) => {
  if (!looks.has(path)) looks.set(path, api.get<T>(path));
  return looks.get(path) as Promise<T>;
};
const slotLook = (game: string) => once<SlotLook>(`slot/${game}`);
export const fishList = async () => (await once<{ fishes: FishLook[] }>('fishing')).fishes;

/** Key order aside (the database keeps JSON its own way), the same value. */
const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
};

const isSlot = (game: string) => game.startsWith('builtin-slot');

const baccaratHand = (result: BaccaratResult): HandView => ({
  player_cards: result.player,
  banker_cards: result.banker,
  player_total: result.playerTotal,
  banker_total: result.bankerTotal,
  winner: result.winner,
});

/** The recomputed result drawn as the game draws it (reels, cards, pocket, words). */
export const recomputedView = async (
  game: string,
  result: unknown,
  inputs: { fish?: string },
  round: RoundEntry | null,
): Promise<Node[]> => {
  if (isSlot(game)) return [slotOutcomeView(await slotLook(game), result as SlotResult)];
  switch (game) {
    case 'builtin-roulette':
      return [pocketView((result as { pocket: number }).pocket)];
    case 'builtin-fishing': {
      const fish = (await fishList()).find((f) => f.key === inputs.fish);
      return [shotView(fish, Boolean((result as { hit: boolean }).hit))];
    }
    case 'builtin-baccarat':
      return handNodes(baccaratHand(result as BaccaratResult));
    case 'builtin-football': {
      const mine = round ? Number(round.detail.match) : -1;
      const pick = round?.detail.outcome as { won?: boolean } | undefined;
      return (result as FootballResult).map((m, i) => {
        const view = matchView(
          { home: m.home, away: m.away, home_goals: m.homeGoals, away_goals: m.awayGoals },
          i === mine && pick
            ? { selection: String(round!.detail.selection), won: Boolean(pick.won) }
            : undefined,
        );
        view.classList.toggle('gp-muted', mine >= 0 && i !== mine);
        return view;
      });
    }
    default:
      return [];
  }
};

/** The round's outcome as it was recorded when it was played, drawn the same way. */
export const playedView = async (round: RoundEntry): Promise<Node[]> => {
  const outcome = round.detail.outcome as Recorded | undefined;
  if (!outcome) return [];
  if (isSlot(round.game)) return [slotOutcomeView(await slotLook(round.game), outcome as SlotOutcome)];
  switch (round.game) {
    case 'builtin-roulette':
      return [pocketView(Number(outcome.pocket))];
    case 'builtin-fishing': {
      const fish = (await fishList()).find((f) => f.key === outcome.fish);
      return [shotView(fish, Boolean(outcome.hit))];
    }
    case 'builtin-baccarat':
      return handNodes(outcome as unknown as HandView);
    case 'builtin-football':
      return [
        el(
          'p',
          { class: 'outcome-words' },
          `รอบ ${String(round.detail.fixture_no)} คู่ที่ ${Number(round.detail.match) + 1}: สกอร์ ${String(outcome.home_goals)} - ${String(outcome.away_goals)} • ${outcome.won ? 'ถูก' : 'ไม่ถูก'}`,
        ),
      ];
    default:
      return [];
  }
};

/** Whether the recomputation gives what the round recorded (and, for a slot, what it paid). */
export const sameAsPlayed = (round: RoundEntry, result: unknown): boolean => {
  const outcome = round.detail.outcome as Recorded | undefined;
  if (!outcome) return false;
  if (isSlot(round.game)) {
    const { win, ...spins } = result as SlotResult;
    return sameValue(spins, outcome) && (round.win === null || round.win === win);
  }
  switch (round.game) {
    case 'builtin-roulette':
      return (result as { pocket: number }).pocket === outcome.pocket;
    case 'builtin-fishing':
      return sameValue(result, outcome);
    case 'builtin-baccarat': {
      const hand = baccaratHand(result as BaccaratResult);
      return (
        hand.winner === outcome.winner &&
        sameValue(hand.player_cards, outcome.player_cards) &&
        sameValue(hand.banker_cards, outcome.banker_cards)
      );
    }
    case 'builtin-football': {
      const match = (result as FootballResult)[Number(round.detail.match)];
      return (
        match !== undefined &&
        match.homeGoals === outcome.home_goals &&
        match.awayGoals === outcome.away_goals
      );
    }
    default:
      return false;
  }
};
