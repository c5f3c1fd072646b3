import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@features/account/links';
import {
  fitsBankDigits,
  isStrongPassword,
  isThaiMobile,
  passwordStrength,
} from '@features/account/validation';
import { bangkokDay, lastDays, shiftDay } from '@features/statement/lib/bangkok-days';

describe('account hints', () => {
  it('accepts Thai mobile numbers with spaces or dashes only', () => {
    expect(isThaiMobile('081-234-5678')).toBe(true);
    expect(isThaiMobile('0912345678')).toBe(true);
    expect(isThaiMobile('0212345678')).toBe(false);
    expect(isThaiMobile('081234567')).toBe(false);
  });

  it('wants 8+ characters with letters and digits, and rates strength', () => {
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('abcd1234')).toBe(true);
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('abcd1234')).toBe('fair');
    expect(passwordStrength('Abcd1234!')).toBe('strong');
  });

  it("checks an account number against the bank's digit counts", () => {
    expect(fitsBankDigits('1234567890', [10])).toBe(true);
    expect(fitsBankDigits('123456789012', [10])).toBe(false);
    expect(fitsBankDigits('12345a7890', [10])).toBe(false);
  });

  it('follows only same-site redirects', () => {
    expect(safeRedirect('/member/deposit')).toBe('/member/deposit');
    expect(safeRedirect('//evil.example')).toBe('/member');
    expect(safeRedirect('https://evil.example')).toBe('/member');
    expect(safeRedirect('/login')).toBe('/member');
    expect(safeRedirect(null)).toBe('/member');
  });
});

describe('statement days', () => {
  it('uses the Bangkok calendar day, not the UTC one', () => {
    expect(bangkokDay(new Date('2026-11-20T16:59:00Z'))).toBe('2026-11-20');
    expect(bangkokDay(new Date('2026-11-20T17:00:00Z'))).toBe('2026-11-21');
  });

  it('defaults to the last 7 days including today, across month ends', () => {
    expect(lastDays(7, new Date('2026-03-02T05:00:00Z'))).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
  });
});
