import type { Rng } from '@games/fair/rng';

/** A card as rank 1..13 (ace..king) and suit 0..3 (♠ ♥ ♦ ♣). */
export type Card = { rank: number; suit: number };
export type BaccaratWinner = 'banker' | 'player' | 'tie';
export type BaccaratHand = {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
};

const DECKS = 8;
export const cardValue = (card: Card) => (card.rank >= 10 ? 0 : card.rank);
const total = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;

/** Punto banco's tableau: does the banker draw, given its two-card total and the player's third card (if any)? */
export const bankerDraws = (bankerTotal: number, playerThird: Card | undefined): boolean => {
  if (playerThird === undefined) return bankerTotal <= 5;
  const t = cardValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return t !== 8;
    case 4:
      return t >= 2 && t <= 7;
    case 5:
      return t >= 4 && t <= 7;
    case 6:
      return t === 6 || t === 7;
    default:
      return false;
  }
};

/** Plays a hand from cards in dealing order (player, banker, player, banker, then thirds as the rules ask). */
export const playHand = (draw: () => Card): BaccaratHand => {
  const p1 = draw();
  const b1 = draw();
  const p2 = draw();
  const b2 = draw();
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: Card | undefined;
    if (total(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner: BaccaratWinner =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner,
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
  };
};

/** A hand dealt from a freshly shuffled 8-deck shoe: each card drawn uniformly from those not yet drawn. */
export const dealHand = (rng: Rng): BaccaratHand => {
  const left = new Array<number>(52).fill(DECKS);
  let remaining = 52 * DECKS;
  const draw = (): Card => {
    let k = rng.int(remaining);
    remaining -= 1;
    for (let kind = 0; kind < 52; kind += 1) {
      k -= left[kind]!;
      if (k < 0) {
        left[kind]! -= 1;
        return { rank: (kind % 13) + 1, suit: Math.floor(kind / 13) };
      }
    }
    throw new Error('unreachable: the shoe is never empty within a hand');
  };
  return playHand(draw);
};

export type BaccaratBet = 'banker' | 'player' | 'tie';
export const baccaratBets: readonly BaccaratBet[] = ['banker', 'player', 'tie'];

/** What a bet returns (stake included) in satang: banker 0.95:1, player 1:1, tie 8:1; a tie returns banker/player stakes. */
export const baccaratReturn = (bet: BaccaratBet, stake: number, winner: BaccaratWinner): number => {
  if (bet === 'tie') return winner === 'tie' ? stake * 9 : 0;
  if (winner === 'tie') return stake;
  if (bet !== winner) return 0;
  return bet === 'banker' ? stake + Math.floor((stake * 95) / 100) : stake * 2;
};

/** DOMAIN.md's exact 8-deck probabilities and the returns they give. */
export const baccaratOdds = { banker: 0.458597, player: 0.446247, tie: 0.095156 } as const;
export const baccaratRtp = {
  banker: baccaratOdds.banker * 1.95 + baccaratOdds.tie,
  player: baccaratOdds.player * 2 + baccaratOdds.tie,
  tie: baccaratOdds.tie * 9,
} as const;
