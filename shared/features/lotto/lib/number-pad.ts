/**
 * The number-pad helpers Thai members expect (กลับเลข, 19 ประตู, รูดหน้า / รูดหลัง, เลขเบิ้ล, เลขตอง).
 * Pure functions over digit strings: a number keeps its leading zeros ("07" is not "7"), and every helper
 * answers distinct numbers in a stable order, so the pad can add them to the bill without duplicates.
 */

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** True when `value` is exactly `length` decimal digits. */
export const isDigits = (value: string, length: number) => value.length === length && /^[0-9]+$/.test(value);

const distinctSorted = (numbers: Iterable<string>) => [...new Set(numbers)].sort();

/**
 * กลับเลข: every distinct permutation of the number's digits, the number itself included, sorted.
 * "123" → 123 132 213 231 312 321; "112" → 112 121 211; "111" → 111; "12" → 12 21.
 */
export const reverseNumbers = (number: string): string[] => {
  if (!/^[0-9]+$/.test(number)) return [];
  const permute = (rest: string): string[] => {
    if (rest.length <= 1) return [rest];
    const out: string[] = [];
    for (let i = 0; i < rest.length; i += 1) {
      // Skip a digit already used at this position: repeated digits give each permutation once.
      if (rest.indexOf(rest[i]!) !== i) continue;
      for (const tail of permute(rest.slice(0, i) + rest.slice(i + 1))) out.push(rest[i]! + tail);
    }
    return out;
  };
  return distinctSorted(permute(number));
};

/** รูดหน้า: the ten 2-digit numbers starting with the digit ("3" → 30 … 39). */
export const frontRun = (digit: string): string[] => (isDigits(digit, 1) ? DIGITS.map((d) => digit + d) : []);

/** รูดหลัง: the ten 2-digit numbers ending with the digit ("3" → 03 … 93). */
export const backRun = (digit: string): string[] => (isDigits(digit, 1) ? DIGITS.map((d) => d + digit) : []);

/** 19 ประตู: every 2-digit number holding the digit, front or back (the double counted once: 19 numbers). */
export const nineteenDoors = (digit: string): string[] =>
  distinctSorted([...frontRun(digit), ...backRun(digit)]);

/** เลขเบิ้ล: the ten 2-digit doubles 00, 11 … 99. */
export const doubleNumbers = (): string[] => DIGITS.map((d) => d + d);

/** เลขตอง: the ten 3-digit triples 000, 111 … 999. */
export const tripleNumbers = (): string[] => DIGITS.map((d) => d + d + d);

/** A line of a bill as the member builds it: the amount in whole baht as typed (the pad's unit). */
export type DraftLine = { betType: string; number: string; amount: number };

/**
 * "ซ้ำโพยล่าสุด": the lines of the member's last bill, ready to go into a new bill of another round. Lines of a
 * bet type the new round does not offer are left out (the caller says how many, so nothing vanishes silently),
 * and the same number and bet type twice become one line with the amounts added.
 */
export const repeatBill = (
  lastLines: readonly DraftLine[],
  offeredBetTypes: readonly string[],
): { lines: DraftLine[]; skipped: number } => {
  const offered = new Set(offeredBetTypes);
  const merged = new Map<string, DraftLine>();
  let skipped = 0;
  for (const line of lastLines) {
    if (!offered.has(line.betType) || !(line.amount > 0)) {
      skipped += 1;
      continue;
    }
    const key = `${line.betType}:${line.number}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, amount: seen.amount + line.amount } : { ...line });
  }
  return { lines: [...merged.values()], skipped };
};
