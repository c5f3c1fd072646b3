/**
 * The Yeekee result recomputed on the member's own screen from the published shots (DOMAIN.md): the sum of every
 * shot, minus the shot 16th counted back from the last; with fewer than 20 shots there is no result and every
 * bill is refunded. 3 top is the last 3 digits, 2 top the last 2, 2 bottom the thousands and ten-thousands.
 */
const YEEKEE_MIN_SHOTS = 20;
const YEEKEE_FROM_LAST = 16;

export type YeekeeCheck =
  | {
      kind: 'result';
      count: number;
      sum: bigint;
      subtracted: string;
      subtractedSeq: number;
      result: bigint;
      top3: string;
      top2: string;
      bottom2: string;
    }
  | { kind: 'too_few'; count: number; sum: bigint };

/** `numbers` in the published order (the database sequence, oldest first). */
export const verifyYeekee = (numbers: readonly string[]): YeekeeCheck => {
  const sum = numbers.reduce((total, n) => total + BigInt(n), 0n);
  if (numbers.length < YEEKEE_MIN_SHOTS) return { kind: 'too_few', count: numbers.length, sum };
  const subtractedSeq = numbers.length - YEEKEE_FROM_LAST + 1;
  const subtracted = numbers[subtractedSeq - 1]!;
  const result = sum - BigInt(subtracted);
  const digits = result.toString().padStart(5, '0');
  return {
    kind: 'result',
    count: numbers.length,
    sum,
    subtracted,
    subtractedSeq,
    result,
    top3: digits.slice(-3),
    top2: digits.slice(-2),
    bottom2: digits.slice(-5, -3),
  };
};

export const groupDigits = (value: bigint) => value.toLocaleString('en-US');
