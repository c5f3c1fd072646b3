import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@contract/admin/permissions';
import { hashSecret } from '@server/accounts/passwords';
import { createStaffSession } from '@server/staff/staff-sessions';
import { newTotpSecret } from '@server/staff/totp';

export const STAFF_PASSWORD = 'correct-horse-42';

// One hash for every fixture: Argon2id costs tens of milliseconds each.
let passwordHash: Promise<string> | null = null;

/** A staff member inserted directly: enrolled, password already set, and a live session. */
export const insertStaff = async (
  app: FastifyInstance,
  role: StaffRole,
  options: { enrolled?: boolean } = {},
) => {
  const username = `st-${randomBytes(4).toString('hex')}`;
  const totpSecret = newTotpSecret();
  const { rows } = await app.db.query<{ id: number; agent_id: number }>(
    `INSERT INTO staff (agent_id, username, role, password_hash, must_change_password, totp_secret)
     SELECT id, $1, $2, $3, false, $4 FROM agents WHERE code = 'demo' RETURNING id::int AS id, agent_id`,
    [
      username,
      role,
      await (passwordHash ??= hashSecret(STAFF_PASSWORD)),
      options.enrolled === false ? null : totpSecret,
    ],
  );
  const { id, agent_id: agentId } = rows[0]!;
  const { token } = await createStaffSession(app.db, id, { ip: '127.0.0.1', userAgent: 'test' });
  return { id, agentId, username, role, totpSecret, token };
};
