import type { WheelPrizeType } from './wheel';

/**
 * What a fortune wheel gives back for what a spin costs, in one function: the back office's editor shows it (and
 * warns) while the weights change, and the tests hold the seeded wheel to it. Amounts as the editor holds them:
 * baht for money, counts for points and spins; the point value in baht.
 */
export type PrizeDraft = {
  type?: WheelPrizeType;
  amount?: number | null;
  weight?: number | null;
  /** Free bets: the baht of each (their count is `amount`). */
  freebet?: { bet_value?: number | null } | null;
};

export type WheelEconomics = {
  totalWeight: number;
  probabilities: number[];
  /** Expected baht paid per spin (Infinity when free-spin prizes would make the wheel spin forever). */
  costPerSpin: number;
  /** What a spin costs the member, in baht at the agent's point value. */
  price: number;
  /** costPerSpin / price: 1 means the wheel gives back exactly what a spin costs. */
  returnRate: number;
};

/**
 * Money prizes at their amount, points at the point value, free bets at their face value (count x baht each: at
 * most what their winnings cost, on average less), and a prize of k free spins as k more spins of the same wheel
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
    if (p.type === 'freebets') direct += chance * amount * (p.freebet?.bet_value ?? 0);
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

/** A wheel that pays out more than its spins cost (or without end): the editor warns before it is saved. */
export const returnsMoreThanCost = (economics: WheelEconomics) => !(economics.returnRate <= 1);
