import { randomInt } from 'node:crypto';
import { hashSecret } from '@server/accounts/passwords';
import { uniqueViolation } from '@server/accounts/unique-violation';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { requireUsername } from './password-rules';
import { isStaffRole, type StaffRole } from './permissions';

// No 0/O, 1/l/I: read aloud or typed from a screen without mistakes.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A one-time password: 16 characters, letters and digits (so it passes the staff password rule). */
export const oneTimePassword = (): string => {
  for (;;) {
    const text = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/\d/.test(text) && /[a-z]/.test(text)) return text;
  }
};

export type NewStaff = { username: string; role: string; displayName?: string };

/**
 * A staff account with a one-time password: the first login must set a new one and enrol two-factor, so no
 * password anyone but the staff member knows ever opens a session.
 */
export const createStaff = async (q: Queryable, agentId: number, input: NewStaff) => {
  const username = requireUsername(input.username);
  if (!isStaffRole(input.role)) return fail('STAFF_ROLE_INVALID');
  const password = oneTimePassword();
  try {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO staff (agent_id, username, display_name, role, password_hash, must_change_password)
       VALUES ($1, $2, $3, $4, $5, true) RETURNING id::int AS id`,
      [
        agentId,
        username,
        (input.displayName ?? '').trim().slice(0, 80),
        input.role,
        await hashSecret(password),
      ],
    );
    return { id: rows[0]!.id, username, role: input.role as StaffRole, oneTimePassword: password };
  } catch (error) {
    if (uniqueViolation(error) !== null) return fail('STAFF_USERNAME_TAKEN');
    throw error;
  }
};

/** Where a new staff member starts: the console's login, which leads through the new password and the QR. */
export const consoleLoginUrl = (publicUrl: string | undefined, port: number) =>
  `${(publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '')}/admin/login`;
