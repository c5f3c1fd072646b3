import { fail } from '@server/http/app-error';
import { STAFF_LIMITS } from './limits';

/** Staff passwords open the money: longer than members' (12), letters and digits. */
export const requireStaffPassword = (password: string) => {
  if (password.length < STAFF_LIMITS.passwordMinLength || !/[A-Za-z]/.test(password) || !/\d/.test(password))
    fail('STAFF_PASSWORD_WEAK');
  return password;
};

/** Usernames are compared lower-case: "Somchai" and "somchai" are one account. */
export const normaliseUsername = (username: string) => username.trim().toLowerCase();

export const requireUsername = (username: string) => {
  const name = normaliseUsername(username);
  if (!/^[a-z0-9._-]{3,40}$/.test(name)) fail('STAFF_USERNAME_INVALID');
  return name;
};
