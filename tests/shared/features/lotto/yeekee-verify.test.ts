import { describe, expect, it } from 'vitest';
import { verifyYeekee } from '@features/lotto/lib/yeekee-verify';

describe('verifyYeekee', () => {
  it('comes out as DOMAIN.md says: 1,234,567,890 - 51,876 = 1,234,516,014, 3 top 014, 2 top 14, 2 bottom 16', () => {
    // 20 shots of at most 99,999 cannot reach 1.2 billion: extend the list, keeping 51,876 16th from last.
    const shots: string[] = [];
    let rest = 1_234_567_890 - 51_876;
    while (rest > 0) {
      const take = Math.min(99_999, rest);
      shots.push(String(take).padStart(5, '0'));
      rest -= take;
    }
    const tail = Array.from({ length: 15 }, () => '00000');
    const all = [...shots, '51876', ...tail];
    const check = verifyYeekee(all);
    expect(check.kind).toBe('result');
    if (check.kind !== 'result') return;
    expect(check.sum).toBe(1_234_567_890n);
    expect(check.subtracted).toBe('51876');
    expect(check.subtractedSeq).toBe(all.length - 15);
    expect(check.result).toBe(1_234_516_014n);
    expect([check.top3, check.top2, check.bottom2]).toEqual(['014', '14', '16']);
  });

  it('has no result with 19 shots (every bill refunded)', () => {
    const check = verifyYeekee(Array.from({ length: 19 }, () => '12345'));
    expect(check).toEqual({ kind: 'too_few', count: 19, sum: 19n * 12345n });
  });

  it('takes the 16th from last with exactly 20 shots (the 5th)', () => {
    const shots = Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(5, '0'));
    const check = verifyYeekee(shots);
    expect(check.kind === 'result' && check.subtracted).toBe('00005');
    expect(check.kind === 'result' && check.result).toBe(210n - 5n);
    expect(check.kind === 'result' && check.bottom2).toBe('00');
  });
});
