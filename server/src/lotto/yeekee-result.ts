/**
 * The Yeekee result (DOMAIN.md): the sum of every shot of the round, minus the shot 16th counted back from the
 * last one. Fewer than 20 shots: no result, and every bill of the round is refunded. Pure and published with its
 * arithmetic, so anyone holding the list of shots can recompute it.
 */

export const yeekeeMinimumShots = 20;
/** The shot subtracted is this many places from the end (1 = the last shot). */
export const yeekeeSubtractedFromLast = 16;

export type YeekeeComputation =
  | {
      kind: 'result';
      shotCount: number;
      sum: bigint;
      subtracted: bigint;
      subtractedSeq: number;
      result: bigint;
    }
  | { kind: 'too_few_shots'; shotCount: number; sum: bigint };

/** `shots` in their order (the database sequence), each a 5-digit string or its value. */
export const computeYeekee = (shots: readonly (string | number)[]): YeekeeComputation => {
  const values = shots.map((shot) => BigInt(shot));
  const sum = values.reduce((total, value) => total + value, 0n);
  if (values.length < yeekeeMinimumShots) return { kind: 'too_few_shots', shotCount: values.length, sum };
  const subtractedSeq = values.length - yeekeeSubtractedFromLast + 1;
  const subtracted = values[subtractedSeq - 1]!;
  return {
    kind: 'result',
    shotCount: values.length,
    sum,
    subtracted,
    subtractedSeq,
    result: sum - subtracted,
  };
};

/** The arithmetic as a line of text for the published verification (Thai digits grouping as members read it). */
export const yeekeeArithmetic = (computation: YeekeeComputation): string =>
  computation.kind === 'result'
    ? `${computation.sum.toLocaleString('en-US')} - ${computation.subtracted.toLocaleString('en-US')} = ${computation.result.toLocaleString('en-US')}`
    : `ยิงเลข ${computation.shotCount} ครั้ง น้อยกว่า ${yeekeeMinimumShots} ครั้ง: ไม่มีผลรางวัล คืนเงินทุกโพย`;
