import { fail } from '@server/http/app-error';

/**
 * Input normalising and the business rules of account fields. A format error is a refusal with its catalogue
 * code (HTTP 200), so the client can show the Thai message; shape errors were already answered 400 by the schema.
 */

const THAI_MOBILE = /^0[689]\d{8}$/;

/** Spaces, dashes, dots and brackets removed; +66 / 66 country prefix turned into the leading 0. */
export const normalizePhone = (raw: string) => {
  const compact = raw.replace(/[\s\-().]/g, '');
  if (/^\+?66\d{9}$/.test(compact)) return `0${compact.replace(/^\+?66/, '')}`;
  return compact;
};

export const isThaiMobile = (phone: string) => THAI_MOBILE.test(phone);

export const requirePhone = (raw: string) => {
  const phone = normalizePhone(raw);
  if (!isThaiMobile(phone)) fail('PHONE_INVALID');
  return phone;
};

/** Bank account numbers are typed with dashes and spaces (xxx-x-xxxxx-x); only the digits count. */
export const normalizeAccount = (raw: string) => raw.replace(/[\s\-.]/g, '');

export const requireAccountDigits = (raw: string, allowedLengths: readonly number[]) => {
  const account = normalizeAccount(raw);
  if (!/^\d+$/.test(account) || !allowedLengths.includes(account.length)) fail('BANK_ACCOUNT_INVALID');
  return account;
};

/** At least 8 characters with at least one letter and one digit; no spaces at either end (they are invisible). */
export const isStrongPassword = (password: string) =>
  password.length >= 8 &&
  password.length <= 128 &&
  password === password.trim() &&
  /\p{L}/u.test(password) &&
  /\p{Nd}/u.test(password);

export const requireStrongPassword = (password: string) => {
  if (!isStrongPassword(password)) fail('PASSWORD_WEAK');
  return password;
};

/**
 * A person's name as the bank has it: Thai or Latin letters (with Thai vowel and tone marks), spaces, dots,
 * apostrophes and dashes; at least two letters. Runs of spaces become one.
 */
export const requireFullName = (raw: string) => {
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  const letters = name.match(/[\p{L}\p{M}]/gu)?.length ?? 0;
  if (name.length > 100 || letters < 2 || !/^[\p{L}\p{M} .'-]+$/u.test(name)) fail('NAME_INVALID');
  return name;
};

/** LINE ids: 4 to 20 of a-z, 0-9, dot, dash, underscore; an official account id may start with @. */
export const normalizeLineId = (raw: string | undefined) => {
  const lineId = (raw ?? '').trim().toLowerCase();
  if (lineId !== '' && !/^@?[a-z0-9._-]{4,20}$/.test(lineId)) fail('INVALID_INPUT', { field: 'line_id' });
  return lineId;
};

export const normalizeReferralCode = (raw: string | undefined) => {
  const code = (raw ?? '').trim().toUpperCase();
  return code === '' ? null : code;
};
