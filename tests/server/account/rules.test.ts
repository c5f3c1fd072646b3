import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isStrongPassword,
  isThaiMobile,
  normalizeAccount,
  normalizePhone,
  requireFullName,
} from '@server/accounts/rules';
import { maskAccount } from '@server/accounts/user-info';

describe('account rules', () => {
  it('normalises phones typed with spaces, dashes, brackets or +66', () => {
    expect(normalizePhone(' 081-234 5678 ')).toBe('0812345678');
    expect(normalizePhone('(081) 234-5678')).toBe('0812345678');
    expect(normalizePhone('+66 81 234 5678')).toBe('0812345678');
    expect(normalizePhone('66812345678')).toBe('0812345678');
  });

  it('accepts only Thai mobile numbers 06, 08, 09 with 10 digits', () => {
    expect(['0612345678', '0812345678', '0912345678'].every(isThaiMobile)).toBe(true);
    expect(['0212345678', '081234567', '08123456789', '0712345678', '๐๘๑๒๓๔๕๖๗๘'].some(isThaiMobile)).toBe(
      false,
    );
  });

  it('any 10 digits starting 06/08/09 survive normalising however they are spaced', () => {
    fc.assert(
      fc.property(fc.constantFrom('06', '08', '09'), fc.stringMatching(/^\d{8}$/), (head, tail) => {
        const phone = `${head}${tail}`;
        const spaced = `${phone.slice(0, 3)}-${phone.slice(3, 6)} ${phone.slice(6)}`;
        return normalizePhone(spaced) === phone && isThaiMobile(normalizePhone(spaced));
      }),
    );
  });

  it('wants 8+ characters with letters and digits', () => {
    expect(isStrongPassword('abcd1234')).toBe(true);
    expect(isStrongPassword('รหัสผ่าน12')).toBe(true);
    expect(isStrongPassword('abc1234')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword(' abcd1234')).toBe(false);
  });

  it('keeps Thai names with their marks and collapses spaces', () => {
    expect(requireFullName('  นางสาว  สมหญิง   ใจดี ')).toBe('นางสาว สมหญิง ใจดี');
    expect(requireFullName("John O'Neil-Smith")).toBe("John O'Neil-Smith");
    expect(() => requireFullName('<script>')).toThrow();
    expect(() => requireFullName('ก')).toThrow();
  });

  it('reads account numbers without their dashes, and masks all but the last four digits', () => {
    expect(normalizeAccount('123-4-56789-0')).toBe('1234567890');
    expect(maskAccount('1234567890')).toBe('xxxxxx7890');
  });
});
