import { fairRng, hashServerSeed } from '@games/fair/fair';
import { fishByKey } from '@games/maths/fishing';
import { pairTeams, playMatch } from '@games/maths/football/football';
import { teams } from '@games/maths/football/teams';
import { dealHand } from '@games/maths/baccarat/baccarat';
import { spinWheel } from '@games/maths/roulette';
import { verifyFieldText } from '@games/fair/verify-input';
import { GameError } from '@games/provider/game-error';
import { shotOutcome } from './fishing-service';
import { slotConfigOf, slotOutcome } from './slot-service';

export type VerifyInput = {
  game: string;
  server_seed: string;
  client_seed: string;
  nonce: number;
  /** Slots: the total bet in baht (wins scale with it). Fishing: the fish aimed at. */
  bet?: number;
  fish?: string;
};

/**
 * Recomputes a result from revealed seeds with the very functions that produced it. For baccarat tables the
 * client seed is the table id and the nonce the hand number; for football "fixtures" and the round number.
 */
export const verifyResult = (input: VerifyInput) => {
  if (!/^[0-9a-f]{64}$/.test(input.server_seed)) throw new GameError('GP_SEED_INVALID');
  const rng = fairRng({ serverSeed: input.server_seed, clientSeed: input.client_seed, nonce: input.nonce });
  const server_seed_hash = hashServerSeed(input.server_seed);
  const slot = slotConfigOf(input.game);
  if (slot) {
    const stake = Math.round((input.bet ?? 1) * 100);
    const { win, outcome } = slotOutcome(slot, rng, stake);
    return { server_seed_hash, result: { ...outcome, win: win / 100 } };
  }
  switch (input.game) {
    case 'builtin-roulette':
      return { server_seed_hash, result: { pocket: spinWheel(rng) } };
    case 'builtin-fishing': {
      const fish = fishByKey(input.fish ?? '');
      if (!fish) throw new GameError('BAD_REQUEST', verifyFieldText.fish);
      return { server_seed_hash, result: shotOutcome(rng, fish, 100).outcome };
    }
    case 'builtin-baccarat':
      return { server_seed_hash, result: dealHand(rng) };
    case 'builtin-football':
      return {
        server_seed_hash,
        result: pairTeams(rng, teams).map(([home, away]) => ({
          home: home.name_th,
          away: away.name_th,
          ...playMatch(rng, home, away),
        })),
      };
    default:
      throw new GameError('GAME_NOT_FOUND');
  }
};
