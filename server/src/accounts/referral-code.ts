import { randomInt } from 'node:crypto';
import type { Queryable } from '@server/db/db';

// No 0/O, 1/I/L: members read codes aloud and type them from screenshots.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const randomCode = (length: number, alphabet = ALPHABET) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A referral code no member has yet (the column is unique too; this only avoids a failed insert). */
export const newReferralCode = async (q: Queryable) => {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const code = randomCode(attempt < 5 ? 8 : 10);
    const { rows } = await q.query(`SELECT 1 FROM members WHERE referral_code = $1`, [code]);
    if (rows.length === 0) return code;
  }
  throw new Error('could not find a free referral code');
};
