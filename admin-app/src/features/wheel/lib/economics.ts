import type { WheelPrizeType } from '@contract/rewards/wheel';

export type PrizeDraft = { type?: WheelPrizeType; amount?: number | null; weight?: number | null };

export type WheelEconomics = {
  totalWeight: number;
  probabilities: number[];
  /** Expected baht paid per spin (Infinity when free-spin prizes would make the wheel spin forever). */
  costPerSpin: number;
  /** What a spin costs the member, in baht at the agent's point value. */
  price: number;
  /** costPerSpin / price. */
  returnRate: number;
};

/**
 * What a spin costs the agent on average, as the editor shows it while the weights change: money prizes at
 * their amount, points at the point value, and a prize of k free spins as k more spins of the same wheel
 * (cost = direct / (1 - expected free spins per spin)).
 */
export const wheelEconomics = (
  prizes: PrizeDraft[],
  pointsPerSpin: number,
  pointValue: number,
): WheelEconomics => {
  const weights = prizes.map((p) => (p.weight && p.weight > 0 ? p.weight : 0));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const probabilities = weights.map((w) => (totalWeight > 0 ? w / totalWeight : 0));
  let direct = 0;
  let spinsBack = 0;
  prizes.forEach((p, i) => {
    const chance = probabilities[i]!;
    const amount = p.amount ?? 0;
    if (p.type === 'money') direct += chance * amount;
    if (p.type === 'points') direct += chance * amount * pointValue;
    if (p.type === 'spins') spinsBack += chance * amount;
  });
  const costPerSpin = spinsBack < 1 ? direct / (1 - spinsBack) : Infinity;
  const price = pointsPerSpin * pointValue;
  return {
    totalWeight,
    probabilities,
    costPerSpin,
    price,
    returnRate: price > 0 ? costPerSpin / price : Infinity,
  };
};
