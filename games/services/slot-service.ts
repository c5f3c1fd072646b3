import { playSlotRound, slotWinSatang } from '@games/maths/slots/slot-engine';
import { slotSongkran } from '@games/maths/slots/slot-songkran';
import { slotThai } from '@games/maths/slots/slot-thai';
import type { SlotConfig, SlotRound } from '@games/maths/slots/slot-types';
import type { Rng } from '@games/fair/rng';
import type { ProviderContext } from '@games/provider/context';
import { GameError } from '@games/provider/game-error';
import type { Player } from '@games/provider/players';
import { playInstant } from '@games/provider/rounds';
import { baht, stakeOf } from './money';

export const slotConfigs: Record<string, SlotConfig> = {
  [slotThai.code]: slotThai,
  [slotSongkran.code]: slotSongkran,
};
/** The machine of a game code; own keys only, so `constructor` or `__proto__` from a request is no machine. */
export const slotConfigOf = (code: string): SlotConfig | undefined =>
  Object.hasOwn(slotConfigs, code) ? slotConfigs[code] : undefined;
/** Total bet levels in baht (20 lines: each is a whole number of satang per line). */
export const SLOT_BETS = [1, 2, 5, 10, 20, 50, 100, 200, 500] as const;

const view = (round: SlotRound) => ({
  base: { grid: round.base.grid, line_wins: round.base.lineWins, scatters: round.base.scatters },
  free_spins: round.freeSpins.map((spin) => ({
    grid: spin.grid,
    line_wins: spin.lineWins,
    scatters: spin.scatters,
  })),
  multiplier: round.multiplier,
});

/** The outcome of a spin for given fair inputs: used by play and by the verify page alike. */
export const slotOutcome = (config: SlotConfig, rng: Rng, stake: number) => {
  const round = playSlotRound(config, rng);
  return { win: slotWinSatang(config, round, stake), outcome: view(round) };
};

export const spinSlot = async (ctx: ProviderContext, player: Player, code: string, betBaht: number) => {
  const config = slotConfigOf(code);
  if (!config) throw new GameError('GAME_NOT_FOUND');
  if (!SLOT_BETS.includes(betBaht as (typeof SLOT_BETS)[number])) throw new GameError('GP_BET_INVALID');
  const stake = stakeOf(betBaht, 1, 500);
  const result = await playInstant(ctx, player, code, stake, { bet: betBaht }, (rng) =>
    slotOutcome(config, rng, stake),
  );
  return { ...result, win: baht(result.win), balance: baht(result.balance) };
};

/** Everything a page needs to draw the machine and its pay table. */
export const slotInfo = (config: SlotConfig, rtp: number) => ({
  code: config.code,
  symbols: config.symbols,
  wild: config.wild,
  scatter: config.scatter,
  lines: config.lines,
  pays: config.pays,
  scatter_pays: config.scatterPays,
  free_spins: config.freeSpins ?? null,
  bets: SLOT_BETS,
  rtp,
});
