import { baccaratReturn, type BaccaratBet } from '@games/maths/baccarat/baccarat';
import type { ProviderContext } from '@games/provider/context';
import { GameError } from '@games/provider/game-error';
import type { Player } from '@games/provider/players';
import { placeScheduledBet } from '@games/provider/rounds';
import type { ScheduledResolver } from '@games/provider/sweeper';
import {
  BACCARAT_CLOSE_MS,
  baccaratTables,
  dealTime,
  handAt,
  lastDealt,
  openRound,
  tableById,
  tableHistory,
  type DealtHand,
} from '@games/schedule/baccarat-tables';
import { baht, stakeOf } from './money';

const cardText = (card: { rank: number; suit: number }) => ({ rank: card.rank, suit: card.suit });

/** A dealt hand as published (also read by the platform's formula rooms). */
const handView = (dealt: DealtHand) => ({
  round_no: dealt.round_no,
  round_id: dealt.round_id,
  dealt_at: dealt.dealt_at,
  winner: dealt.hand.winner,
  player_total: dealt.hand.playerTotal,
  banker_total: dealt.hand.bankerTotal,
  player_cards: dealt.hand.player.map(cardText),
  banker_cards: dealt.hand.banker.map(cardText),
  player_pair: dealt.hand.playerPair,
  banker_pair: dealt.hand.bankerPair,
});

export const listTables = (ctx: ProviderContext) => {
  const now = ctx.now();
  return baccaratTables.map((table) => {
    const open = openRound(table, now);
    const last = lastDealt(table, now);
    return {
      id: table.id,
      name_th: table.name_th,
      interval_seconds: table.intervalMs / 1000,
      min_bet: table.minBet,
      max_bet: table.maxBet,
      open_round_no: open,
      closes_at: new Date(dealTime(table, open) - BACCARAT_CLOSE_MS).toISOString(),
      deals_at: new Date(dealTime(table, open)).toISOString(),
      last_hand: last >= 0 ? handView(handAt(ctx.houseSeeds, table, last)) : null,
    };
  });
};

export const tableHands = (ctx: ProviderContext, tableId: string, limit: number) => {
  const table = tableById(tableId);
  if (!table) throw new GameError('GP_NOT_FOUND');
  return { table: table.id, hands: tableHistory(ctx.houseSeeds, table, ctx.now(), limit).map(handView) };
};

export const betBaccarat = async (
  ctx: ProviderContext,
  player: Player,
  input: { table: string; round_no: number; bet: BaccaratBet; amount: number },
) => {
  const table = tableById(input.table);
  if (!table) throw new GameError('GP_NOT_FOUND');
  if (input.round_no !== openRound(table, ctx.now())) throw new GameError('GP_BETTING_CLOSED');
  const stake = stakeOf(input.amount, table.minBet, table.maxBet);
  const detail = { table: table.id, round_no: input.round_no, bet: input.bet, amount: input.amount };
  const placed = await placeScheduledBet(
    ctx,
    player,
    'builtin-baccarat',
    stake,
    detail,
    dealTime(table, input.round_no),
  );
  return { ...placed, balance: baht(placed.balance) };
};

export const baccaratResolver =
  (ctx: ProviderContext): ScheduledResolver =>
  ({ detail, bet_satang }) => {
    const table = tableById(String(detail.table));
    if (!table) throw new Error(`unknown table ${String(detail.table)}`);
    const dealt = handAt(ctx.houseSeeds, table, Number(detail.round_no));
    return {
      win: baccaratReturn(detail.bet as BaccaratBet, bet_satang, dealt.hand.winner),
      outcome: handView(dealt),
    };
  };
