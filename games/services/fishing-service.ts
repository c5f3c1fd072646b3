import type { Rng } from '@games/fair/rng';
import { fishByKey, shoot, shotReturn, type Fish } from '@games/maths/fishing';
import type { ProviderContext } from '@games/provider/context';
import { GameError } from '@games/provider/game-error';
import type { Player } from '@games/provider/players';
import { playInstant } from '@games/provider/rounds';
import { baht, stakeOf } from './money';

export const FISHING_STAKES = [1, 2, 5, 10, 20, 50] as const;

export const shotOutcome = (rng: Rng, fish: Fish, stake: number) => {
  const hit = shoot(rng, fish);
  return { win: shotReturn(fish, stake, hit), outcome: { fish: fish.key, hit, multiplier: fish.multiplier } };
};

export const shootFish = async (ctx: ProviderContext, player: Player, fishKey: string, stakeBaht: number) => {
  const fish = fishByKey(fishKey);
  if (!fish) throw new GameError('GP_NOT_FOUND');
  if (!FISHING_STAKES.includes(stakeBaht as (typeof FISHING_STAKES)[number]))
    throw new GameError('GP_BET_INVALID');
  const stake = stakeOf(stakeBaht, 1, 50);
  const result = await playInstant(
    ctx,
    player,
    'builtin-fishing',
    stake,
    { fish: fish.key, stake: stakeBaht },
    (rng) => shotOutcome(rng, fish, stake),
  );
  return { ...result, win: baht(result.win), balance: baht(result.balance) };
};
