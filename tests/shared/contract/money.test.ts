import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBahtAmount, toBaht, toSatang } from '@contract/money';

describe('money at the API edge', () => {
  it('converts baht with up to two decimals to exact satang', () => {
    expect(toSatang(1250.5)).toBe(125050);
    expect(toSatang(0.1)).toBe(10);
    expect(toSatang(0.29)).toBe(29);
    expect(toSatang('19.99')).toBe(1999);
    expect(toSatang(-3.05)).toBe(-305);
    expect(toSatang(100)).toBe(10000);
  });

  it('refuses more than two decimals, NaN and infinities instead of rounding', () => {
    expect(() => toSatang(0.1 + 0.2)).toThrow(RangeError);
    expect(() => toSatang(1.005)).toThrow(RangeError);
    expect(() => toSatang(Number.NaN)).toThrow(RangeError);
    expect(() => toSatang(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toSatang('12,50')).toThrow(RangeError);
    expect(isBahtAmount(10.123)).toBe(false);
    expect(isBahtAmount('10')).toBe(false);
    expect(isBahtAmount(10.12)).toBe(true);
  });

  it('gives baht that print with at most two decimals, small amounts included', () => {
    expect(toBaht(157)).toBe(1.57);
    expect(String(toBaht(114))).toBe('1.14');
    expect(toBaht(-139)).toBe(-1.39);
    for (let amount = 0; amount < 20_000; amount += 1) expect(toSatang(toBaht(amount))).toBe(amount);
  });

  it('round-trips every satang amount through baht', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        expect(toSatang(toBaht(amount))).toBe(amount);
      }),
      { numRuns: 5000 },
    );
  });
});
