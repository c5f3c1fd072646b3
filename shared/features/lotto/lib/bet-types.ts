import { betTypes, type BetType } from '@contract/lotto-bet-types';

/**
 * The bet types of DOMAIN.md as the pad groups them: a tab per number length (3 ตัว, 2 ตัว, เลขวิ่ง), and in a
 * tab the member ticks the bet types each number goes on (a number typed once becomes a line per ticked type).
 */
const BET_TYPES = betTypes;
export type { BetType };

const betTypeDigits: Record<BetType, 1 | 2 | 3> = {
  three_top: 3,
  three_tote: 3,
  three_front: 3,
  three_back: 3,
  two_top: 2,
  two_bottom: 2,
  run_top: 1,
  run_bottom: 1,
};

export type PadTab = 'three' | 'two' | 'run';
export const PAD_TABS: readonly PadTab[] = ['three', 'two', 'run'];
export const padTabDigits: Record<PadTab, 1 | 2 | 3> = { three: 3, two: 2, run: 1 };

const padTabOf = (betType: BetType): PadTab =>
  betTypeDigits[betType] === 3 ? 'three' : betTypeDigits[betType] === 2 ? 'two' : 'run';

/** The bet types of a tab that the round offers, in catalogue order. */
export const betTypesOfTab = (tab: PadTab, offered: readonly string[]): BetType[] =>
  BET_TYPES.filter((type) => offered.includes(type) && padTabOf(type) === tab);

export const isBetType = (value: string): value is BetType =>
  (BET_TYPES as readonly string[]).includes(value);
