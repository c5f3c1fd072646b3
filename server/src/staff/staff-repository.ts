import type { Queryable } from '@server/db/db';

export type StaffRow = {
  id: number;
  agent_id: number;
  username: string;
  display_name: string;
  role: string;
  password_hash: string;
  must_change_password: boolean;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  status: 'active' | 'disabled';
};

const columns = `id::int AS id, agent_id, username, display_name, role, password_hash, must_change_password,
  totp_secret, totp_pending_secret, status`;

export const findStaffByUsername = async (q: Queryable, agentId: number, username: string) => {
  const { rows } = await q.query<StaffRow>(
    `SELECT ${columns} FROM staff WHERE agent_id = $1 AND username = $2`,
    [agentId, username],
  );
  return rows[0] ?? null;
};

export const findStaffById = async (q: Queryable, id: number, lock = false) => {
  const { rows } = await q.query<StaffRow>(
    `SELECT ${columns} FROM staff WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};
