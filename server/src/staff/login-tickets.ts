import { randomBytes } from 'node:crypto';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { hashToken } from '@server/plugins/auth';
import { STAFF_LIMITS } from './limits';

export type TicketStep = 'totp' | 'change_password' | 'enrol';

/** The short-lived proof that the password was right, good for one next step of the login. */
export const issueTicket = async (q: Queryable, staffId: number, step: TicketStep) => {
  const token = `stt_${randomBytes(32).toString('base64url')}`;
  const { rows } = await q.query<{ expires_at: Date | string }>(
    `INSERT INTO staff_login_tickets (staff_id, token_hash, step, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING expires_at`,
    [staffId, hashToken(token), step, STAFF_LIMITS.ticketMinutes],
  );
  return { step, ticket: token, expires_at: new Date(rows[0]!.expires_at).toISOString() };
};

/** The staff id of a live, unused ticket for this step; the ticket stays usable (a wrong code may be retried). */
export const peekTicket = async (q: Queryable, token: string, step: TicketStep): Promise<number> => {
  const { rows } = await q.query<{ staff_id: number }>(
    `SELECT t.staff_id::int AS staff_id FROM staff_login_tickets t JOIN staff s ON s.id = t.staff_id
      WHERE t.token_hash = $1 AND t.step = $2 AND t.used_at IS NULL AND t.expires_at > now()
        AND s.status = 'active'`,
    [hashToken(token), step],
  );
  return rows[0]?.staff_id ?? fail('STAFF_TICKET_INVALID');
};

/** Uses the ticket up in one conditional statement: of two parallel calls, one wins. */
export const consumeTicket = async (q: Queryable, token: string, step: TicketStep): Promise<number> => {
  const { rows } = await q.query<{ staff_id: number }>(
    `UPDATE staff_login_tickets SET used_at = now()
      WHERE token_hash = $1 AND step = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING staff_id::int AS staff_id`,
    [hashToken(token), step],
  );
  return rows[0]?.staff_id ?? fail('STAFF_TICKET_INVALID');
};
