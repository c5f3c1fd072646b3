import type { BetType, RoundDetail } from '@contract/lotto';

export type LineRate = {
  rate: number | null;
  mark: 'closed' | 'sold_out' | 'tote_triple' | 'reduced' | null;
};

/** 3 ตัวโต๊ด on a triple (555) has one permutation: the market refuses it unless it allows it (the server's rule). */
const toteTriple = (round: RoundDetail, betType: BetType, number: string) =>
  betType === 'three_tote' && /^([0-9])\1\1$/.test(number) && !round.market.tote_triples_allowed;

/**
 * The rate a line would get on this round as the pad last heard it: the bet type's rate, a reduced rate on a
 * restricted number (เลขอั้น), or none for a closed or sold-out number or a tote on a triple the market refuses.
 * Only a hint: validation decides.
 */
export const lineRate = (round: RoundDetail, betType: BetType, number: string): LineRate => {
  if (toteTriple(round, betType, number)) return { rate: null, mark: 'tote_triple' };
  const restricted = round.restricted.find((r) => r.bet_type === betType && r.number === number);
  if (restricted?.mode === 'closed') return { rate: null, mark: 'closed' };
  if (round.sold_out.some((s) => s.bet_type === betType && s.number === number))
    return { rate: null, mark: 'sold_out' };
  if (restricted?.mode === 'reduced') return { rate: restricted.rate, mark: 'reduced' };
  return { rate: round.bet_types.find((b) => b.bet_type === betType)?.rate ?? null, mark: null };
};

/** Why a line cannot be bet at all on this round as the pad last heard it (closed, sold out, a tote triple). */
export const unavailableMark = (round: RoundDetail, betType: BetType, number: string) => {
  const { mark } = lineRate(round, betType, number);
  return mark === 'reduced' ? null : mark;
};

/** Baht typed by the member: a positive amount with at most two decimals, else null. */
export const parseAmount = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 && Number.isFinite(value) ? value : null;
};

/** Sums in satang, so that 0.1 + 0.2 baht is 0.30 and not 0.30000000000000004. */
export const sumBaht = (values: readonly number[]) =>
  values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
