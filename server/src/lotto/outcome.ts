import { betType, type BetType } from '@contract/lotto';

/**
 * Which numbers win, from a round's result (DOMAIN.md, Thai government lottery and Yeekee). Pure: the settlement
 * and the published results both read it, and the table tests pin every bet type.
 */

export const outcomeBetTypes = betType.options;
export type OutcomeBetType = BetType;

/** A government or generic result as staff enter it. */
export type DrawResult = {
  /** 6 digits. */
  firstPrize: string;
  /** Two 3-digit numbers each (a generic market may have none). */
  front3: string[];
  back3: string[];
  /** 2 digits. */
  bottom2: string;
};

/** What every bet type settles against: the same shape for a draw and for a Yeekee result. */
export type Outcome = { top3: string; bottom2: string; front3: string[]; back3: string[] };

const digits = (text: string, length: number) => new RegExp(`^\\d{${length}}$`).test(text);

/** Refusal reasons of a draw result, in Thai (staff read them on the result form); empty when valid. */
export const drawResultProblems = (result: DrawResult): string[] => {
  const problems: string[] = [];
  if (!digits(result.firstPrize, 6)) problems.push('รางวัลที่ 1 ต้องเป็นตัวเลข 6 หลัก');
  if (result.front3.length > 2 || !result.front3.every((n) => digits(n, 3)))
    problems.push('เลขหน้า 3 ตัว ต้องเป็นตัวเลข 3 หลัก ไม่เกิน 2 ชุด');
  if (result.back3.length > 2 || !result.back3.every((n) => digits(n, 3)))
    problems.push('เลขท้าย 3 ตัว ต้องเป็นตัวเลข 3 หลัก ไม่เกิน 2 ชุด');
  if (!digits(result.bottom2, 2)) problems.push('เลขท้าย 2 ตัว ต้องเป็นตัวเลข 2 หลัก');
  return problems;
};

export const outcomeOfDraw = (result: DrawResult): Outcome => ({
  top3: result.firstPrize.slice(-3),
  bottom2: result.bottom2,
  front3: result.front3,
  back3: result.back3,
});

/**
 * A Yeekee result (the sum minus the 16th-from-last shot, see yeekee-result.ts): 3 top = its last 3 digits,
 * 2 top = its last 2, 2 bottom = its ten-thousands and thousands digits. Padded so a small result still has them.
 */
export const outcomeOfYeekee = (result: bigint): Outcome => {
  const text = result.toString().padStart(5, '0');
  return { top3: text.slice(-3), bottom2: text.slice(-5, -3), front3: [], back3: [] };
};

const sortedDigits = (text: string) => [...text].sort().join('');

/** Does a line of this bet type on this number win against the outcome? A malformed number never wins. */
export const lineWins = (betType: OutcomeBetType, number: string, outcome: Outcome): boolean => {
  switch (betType) {
    case 'three_top':
      return digits(number, 3) && number === outcome.top3;
    case 'three_tote':
      // Any permutation of the 3 top digits, repeated digits included: 112 wins on 121 and 211 (same multiset).
      return digits(number, 3) && sortedDigits(number) === sortedDigits(outcome.top3);
    case 'three_front':
      return digits(number, 3) && outcome.front3.includes(number);
    case 'three_back':
      return digits(number, 3) && outcome.back3.includes(number);
    case 'two_top':
      return digits(number, 2) && number === outcome.top3.slice(-2);
    case 'two_bottom':
      return digits(number, 2) && number === outcome.bottom2;
    case 'run_top':
      // Paid once even when the digit appears twice in the 3 top.
      return digits(number, 1) && outcome.top3.includes(number);
    case 'run_bottom':
      return digits(number, 1) && outcome.bottom2.includes(number);
  }
};

const permutations = (text: string): string[] => {
  if (text.length <= 1) return [text];
  const out = new Set<string>();
  [...text].forEach((head, i) => {
    for (const rest of permutations(text.slice(0, i) + text.slice(i + 1))) out.add(head + rest);
  });
  return [...out].sort();
};

/** Every winning number per bet type, for the published result (a tote lists each distinct permutation once). */
export const winningNumbers = (outcome: Outcome): Record<OutcomeBetType, string[]> => ({
  three_top: [outcome.top3],
  three_tote: permutations(outcome.top3),
  three_front: [...new Set(outcome.front3)],
  three_back: [...new Set(outcome.back3)],
  two_top: [outcome.top3.slice(-2)],
  two_bottom: [outcome.bottom2],
  run_top: [...new Set(outcome.top3)].sort(),
  run_bottom: [...new Set(outcome.bottom2)].sort(),
});

/**
 * The payout of a winning line in satang: stake × rate, the rate in hundredths of a baht per baht (3.2 → 320) so
 * nothing goes through a float; rounded down to the satang (the house never pays a fraction it does not have).
 */
export const payoutSatang = (stakeSatang: number, rateHundredths: number): number =>
  Number((BigInt(stakeSatang) * BigInt(rateHundredths)) / 100n);
