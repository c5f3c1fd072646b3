import { describe, expect, it } from 'vitest';
import {
  backRun,
  doubleNumbers,
  frontRun,
  isDigits,
  nineteenDoors,
  repeatBill,
  reverseNumbers,
  tripleNumbers,
} from '@features/lotto/lib/number-pad';

describe('กลับเลข (reverseNumbers)', () => {
  it('gives all six permutations of three distinct digits', () => {
    expect(reverseNumbers('123')).toEqual(['123', '132', '213', '231', '312', '321']);
  });
  it('gives each permutation once when a digit repeats', () => {
    expect(reverseNumbers('112')).toEqual(['112', '121', '211']);
    expect(reverseNumbers('111')).toEqual(['111']);
  });
  it('keeps leading zeros and works on two digits', () => {
    expect(reverseNumbers('07')).toEqual(['07', '70']);
    expect(reverseNumbers('100')).toEqual(['001', '010', '100']);
  });
  it('refuses what is not digits', () => {
    expect(reverseNumbers('1a')).toEqual([]);
    expect(reverseNumbers('')).toEqual([]);
  });
});

describe('รูดหน้า / รูดหลัง / 19 ประตู', () => {
  it('front run fixes the first digit', () => {
    expect(frontRun('3')).toEqual(['30', '31', '32', '33', '34', '35', '36', '37', '38', '39']);
  });
  it('back run fixes the last digit', () => {
    expect(backRun('3')).toEqual(['03', '13', '23', '33', '43', '53', '63', '73', '83', '93']);
  });
  it('19 doors holds every 2-digit number with the digit, the double once', () => {
    const doors = nineteenDoors('5');
    expect(doors).toHaveLength(19);
    expect(new Set(doors).size).toBe(19);
    expect(doors.every((n) => n.includes('5'))).toBe(true);
    expect(doors.filter((n) => n === '55')).toHaveLength(1);
    expect(nineteenDoors('0')).toContain('00');
  });
  it('refuses anything but one digit', () => {
    expect(frontRun('12')).toEqual([]);
    expect(backRun('x')).toEqual([]);
    expect(nineteenDoors('')).toEqual([]);
  });
});

describe('เลขเบิ้ล / เลขตอง', () => {
  it('doubles are 00 to 99 in steps of 11', () => {
    expect(doubleNumbers()).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
  });
  it('triples are 000 to 999', () => {
    expect(tripleNumbers()).toHaveLength(10);
    expect(tripleNumbers()[7]).toBe('777');
  });
});

describe('isDigits', () => {
  it('wants exactly the length', () => {
    expect(isDigits('012', 3)).toBe(true);
    expect(isDigits('12', 3)).toBe(false);
    expect(isDigits('1 2', 3)).toBe(false);
  });
});

describe('ซ้ำโพยล่าสุด (repeatBill)', () => {
  it('keeps the offered lines, merges duplicates and counts the skipped', () => {
    const result = repeatBill(
      [
        { betType: 'three_top', number: '123', amount: 10 },
        { betType: 'two_top', number: '45', amount: 5 },
        { betType: 'three_top', number: '123', amount: 15 },
        { betType: 'three_front', number: '999', amount: 20 },
      ],
      ['three_top', 'two_top'],
    );
    expect(result.lines).toEqual([
      { betType: 'three_top', number: '123', amount: 25 },
      { betType: 'two_top', number: '45', amount: 5 },
    ]);
    expect(result.skipped).toBe(1);
  });
  it('does not change the lines it was given', () => {
    const last = [{ betType: 'two_top', number: '45', amount: 5 }];
    repeatBill([...last, ...last], ['two_top']);
    expect(last[0]!.amount).toBe(5);
  });
});
