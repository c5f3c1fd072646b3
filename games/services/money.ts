import { toBaht, toSatang } from '@contract/money';
import { GameError } from '@games/provider/game-error';

/** Stakes are whole baht within the game's limits (so every pay-out, e.g. banker 0.95:1, is whole satang). */
export const stakeOf = (baht: number, min: number, max: number): number => {
  if (!Number.isInteger(baht) || baht < min || baht > max) throw new GameError('GP_BET_INVALID');
  return toSatang(baht);
};

/** Satang fields of an answer as baht, for the pages. */
export const baht = (satang: number | null) => (satang === null ? null : toBaht(satang));
