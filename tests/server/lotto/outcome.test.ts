import { describe, expect, it } from 'vitest';
import {
  drawResultProblems,
  lineWins,
  outcomeOfDraw,
  outcomeOfYeekee,
  payoutSatang,
  winningNumbers,
  type OutcomeBetType,
} from '@server/lotto/outcome';
import { computeYeekee, yeekeeArithmetic } from '@server/lotto/yeekee-result';
import { nextDay, yeekeeDayOf, yeekeeSlots } from '@server/lotto/yeekee-schedule';

// A draw as staff enter it: first prize 820866, fronts 266 and 479, backs 068 and 492, bottom 06.
const draw = outcomeOfDraw({
  firstPrize: '820866',
  front3: ['266', '479'],
  back3: ['068', '492'],
  bottom2: '06',
});

const table: [OutcomeBetType, string, boolean][] = [
  ['three_top', '866', true],
  ['three_top', '686', false],
  ['three_top', '820', false],
  // Tote with a repeated digit: 866, 686 and 668 all win; 886 (another multiset) does not.
  ['three_tote', '866', true],
  ['three_tote', '686', true],
  ['three_tote', '668', true],
  ['three_tote', '886', false],
  ['three_tote', '867', false],
  ['three_front', '266', true],
  ['three_front', '479', true],
  ['three_front', '068', false],
  ['three_back', '068', true],
  ['three_back', '492', true],
  ['three_back', '266', false],
  ['two_top', '66', true],
  ['two_top', '86', false],
  ['two_top', '06', false],
  ['two_bottom', '06', true],
  ['two_bottom', '60', false],
  ['two_bottom', '66', false],
  ['run_top', '8', true],
  ['run_top', '6', true],
  ['run_top', '2', false],
  ['run_top', '0', false],
  ['run_bottom', '0', true],
  ['run_bottom', '6', true],
  ['run_bottom', '8', false],
  // Malformed numbers never win, even when a prefix matches.
  ['three_top', '0866', false],
  ['two_top', '6', false],
  ['run_top', '86', false],
];

describe('which lines win against a government draw', () => {
  it.each(table)('%s on %s wins: %s', (betType, number, wins) => {
    expect(lineWins(betType, number, draw)).toBe(wins);
  });

  it('publishes every winning number per bet type, tote permutations once each', () => {
    expect(winningNumbers(draw)).toEqual({
      three_top: ['866'],
      three_tote: ['668', '686', '866'],
      three_front: ['266', '479'],
      three_back: ['068', '492'],
      two_top: ['66'],
      two_bottom: ['06'],
      run_top: ['6', '8'],
      run_bottom: ['0', '6'],
    });
    expect(
      winningNumbers(outcomeOfDraw({ firstPrize: '000111', front3: [], back3: [], bottom2: '11' }))
        .three_tote,
    ).toEqual(['111']);
    expect(
      winningNumbers(outcomeOfDraw({ firstPrize: '000123', front3: [], back3: [], bottom2: '11' }))
        .three_tote,
    ).toHaveLength(6);
  });

  it('names each malformed part of an entered result', () => {
    expect(
      drawResultProblems({
        firstPrize: '820866',
        front3: ['266', '479'],
        back3: ['068', '492'],
        bottom2: '06',
      }),
    ).toEqual([]);
    expect(
      drawResultProblems({ firstPrize: '82086', front3: ['26'], back3: ['068', '492', '111'], bottom2: '6' }),
    ).toHaveLength(4);
  });
});

describe('the Yeekee result', () => {
  it("comes out as DOMAIN.md's worked example: 1,234,567,890 - 51,876 = 1,234,516,014 → 014, 14, 16", () => {
    // A sum of 1.2 billion needs many shots of at most 99,999: the 16th from last is 51,876, the 15 after it 0.
    const many = buildShots(1_234_567_890, 51_876);
    const computed = computeYeekee(many);
    expect(computed).toMatchObject({
      kind: 'result',
      sum: 1_234_567_890n,
      subtracted: 51_876n,
      result: 1_234_516_014n,
    });
    const outcome = outcomeOfYeekee(1_234_516_014n);
    expect(outcome).toMatchObject({ top3: '014', bottom2: '16' });
    expect(lineWins('three_top', '014', outcome)).toBe(true);
    expect(lineWins('two_top', '14', outcome)).toBe(true);
    expect(lineWins('two_bottom', '16', outcome)).toBe(true);
    expect(lineWins('two_bottom', '61', outcome)).toBe(false);
    expect(yeekeeArithmetic(computed)).toBe('1,234,567,890 - 51,876 = 1,234,516,014');
  });

  it('subtracts the 16th shot counted back from the last, by order', () => {
    const shots = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(5, '0'));
    // Shots 1..20: the 16th from last is shot 5 (20 - 16 + 1).
    expect(computeYeekee(shots)).toMatchObject({
      kind: 'result',
      sum: 210n,
      subtracted: 5n,
      subtractedSeq: 5,
      result: 205n,
    });
    expect(outcomeOfYeekee(205n)).toMatchObject({ top3: '205', bottom2: '00' });
  });

  it('has no result with 19 shots, and says so in the arithmetic', () => {
    const computed = computeYeekee(Array.from({ length: 19 }, () => '99999'));
    expect(computed).toMatchObject({ kind: 'too_few_shots', shotCount: 19 });
    expect(yeekeeArithmetic(computed)).toContain('คืนเงิน');
  });
});

describe('the Yeekee day', () => {
  it('has 88 rounds every 15 minutes from 06:00 to 03:45 the next morning, Bangkok time', () => {
    const slots = yeekeeSlots('2026-11-24');
    expect(slots).toHaveLength(88);
    expect(slots[0]!.resultAt.toISOString()).toBe('2026-11-23T23:00:00.000Z'); // 06:00 +07
    expect(slots[0]!.openAt.toISOString()).toBe('2026-11-23T22:45:00.000Z');
    expect(slots[87]!.resultAt.toISOString()).toBe('2026-11-24T20:45:00.000Z'); // 03:45 +07 on the 25th
    expect(slots[87]!.number).toBe(88);
    expect(yeekeeSlots('2026-02-30')).toEqual([]);
  });

  it('puts an instant in the Yeekee day whose round it can still shoot', () => {
    expect(yeekeeDayOf(new Date('2026-11-23T22:45:00Z'))).toBe('2026-11-24'); // 05:45 +07: day 24 opens
    expect(yeekeeDayOf(new Date('2026-11-23T22:44:59Z'))).toBe('2026-11-23');
    expect(yeekeeDayOf(new Date('2026-11-24T20:44:00Z'))).toBe('2026-11-24'); // 03:44 +07 on the 25th
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('payouts', () => {
  it('multiplies in integers, rounding down to the satang', () => {
    expect(payoutSatang(10_000, 90_000)).toBe(9_000_000); // 100 baht at 900
    expect(payoutSatang(1_050, 320)).toBe(3_360); // 10.50 baht at 3.2
    expect(payoutSatang(1, 420)).toBe(4); // 0.01 baht at 4.2 = 0.042 → 0.04
  });
});

function buildShots(sum: number, subtracted: number): number[] {
  // The 16th from last is `subtracted`; the 15 after it are 0; the shots before it carry the rest of the sum.
  const before: number[] = [];
  let rest = sum - subtracted;
  while (rest > 0) {
    const shot = Math.min(99_999, rest);
    before.push(shot);
    rest -= shot;
  }
  while (before.length < 4) before.push(0);
  return [...before, subtracted, ...Array.from({ length: 15 }, () => 0)];
}
