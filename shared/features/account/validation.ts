/**
 * Client-side hints only: they help the member before sending, the server decides (DESIGN §3). The rules mirror
 * the server's: Thai mobile numbers, passwords of 8+ characters with letters and digits.
 */
export const normalizeDigits = (value: string) => value.replace(/[\s-]/g, '');

export const isThaiMobile = (value: string) => /^0[689]\d{8}$/.test(normalizeDigits(value));

export const isStrongPassword = (value: string) =>
  value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value);

export type PasswordStrength = 'weak' | 'fair' | 'strong';

export const passwordStrength = (value: string): PasswordStrength => {
  if (!isStrongPassword(value)) return 'weak';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  return value.length >= 12 || classes >= 3 ? 'strong' : 'fair';
};

/** The account lengths a bank accepts, from `banks.account_digits`. */
export const fitsBankDigits = (account: string, digits: readonly number[]) =>
  /^\d+$/.test(account) && (digits.length === 0 || digits.includes(account.length));
