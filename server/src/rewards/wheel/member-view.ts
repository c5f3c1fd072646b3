import type { Queryable } from '@server/db/db';
import { pointBalance } from '@server/ledger';
import { freeSpinsOf, wheelState } from './config';
import { activeSeed, currentFair } from './seeds';
import { prizeAmount } from './spins';

/** The wheel, its published probabilities, and the member's free spins, points and current fair pair. */
export const memberWheel = async (q: Queryable, member: { id: number; agentId: number }, now: Date) => {
  const wheel = await wheelState(q, member.agentId, now);
  const seed = await activeSeed(q, member.id);
  return {
    setting: {
      enabled: wheel.enabled,
      points_per_spin: wheel.settings.pointsPerSpin,
      total_weight: wheel.totalWeight,
    },
    prizes: wheel.prizes.map((p, index) => ({
      index,
      label: p.label,
      type: p.type,
      amount: prizeAmount(p.type, p.amount),
      wallet_type_id: p.walletTypeId,
      colour: p.colour,
      weight: p.weight,
      probability: p.probability,
    })),
    free_spins: await freeSpinsOf(q, member.id),
    points: await pointBalance(q, member.id),
    fair: currentFair(seed),
  };
};
