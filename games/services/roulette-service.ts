import { z } from 'zod';
import type { Rng } from '@games/fair/rng';
import { rouletteReturn, spinWheel, type RouletteBet } from '@games/maths/roulette';
import type { ProviderContext } from '@games/provider/context';
import { GameError } from '@games/provider/game-error';
import type { Player } from '@games/provider/players';
import { playInstant } from '@games/provider/rounds';
import { baht, stakeOf } from './money';

export const rouletteBetSchema = z.union([
  z.object({ kind: z.literal('straight'), number: z.number().int().min(0).max(36), amount: z.number() }),
  z.object({ kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']), amount: z.number() }),
  z.object({
    kind: z.enum(['dozen', 'column']),
    index: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    amount: z.number(),
  }),
]);
export type RouletteChip = z.infer<typeof rouletteBetSchema>;

const rouletteOutcome = (rng: Rng, chips: readonly (RouletteBet & { stake: number })[]) => {
  const pocket = spinWheel(rng);
  const win = chips.reduce((sum, chip) => sum + rouletteReturn(chip, chip.stake, pocket), 0);
  return { win, outcome: { pocket } };
};

export const spinRoulette = async (ctx: ProviderContext, player: Player, chips: RouletteChip[]) => {
  if (chips.length === 0 || chips.length > 50) throw new GameError('GP_BET_INVALID');
  const staked = chips.map((chip) => ({ ...chip, stake: stakeOf(chip.amount, 1, 10_000) }));
  const total = staked.reduce((sum, chip) => sum + chip.stake, 0);
  const result = await playInstant(ctx, player, 'builtin-roulette', total, { bets: chips }, (rng) =>
    rouletteOutcome(rng, staked),
  );
  return { ...result, win: baht(result.win), balance: baht(result.balance) };
};
