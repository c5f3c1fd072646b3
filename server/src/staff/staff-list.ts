import type { StaffItem } from '@contract/admin/staff';
import type { Queryable } from '@server/db/db';
import { STAFF_LIMITS } from './limits';
import { isStaffRole } from './permissions';

type Row = {
  id: number;
  username: string;
  display_name: string;
  role: string;
  status: 'active' | 'disabled';
  totp_enrolled: boolean;
  must_change_password: boolean;
  locked: boolean;
  created_at: Date | string;
  last_seen_at: Date | string | null;
};

// Locked as the login counts it (login-limits.ts): the account's uncleared failures in the window.
const select = `SELECT s.id::int AS id, s.username, s.display_name, s.role, s.status,
    s.totp_secret IS NOT NULL AS totp_enrolled, s.must_change_password, s.created_at,
    (SELECT count(*) FROM staff_login_failures f
      WHERE f.agent_id = s.agent_id AND f.username = s.username AND NOT f.cleared
        AND f.created_at > now() - make_interval(mins => ${STAFF_LIMITS.windowMinutes})
    ) >= ${STAFF_LIMITS.failuresPerAccount} AS locked,
    (SELECT max(last_seen_at) FROM staff_sessions WHERE staff_id = s.id) AS last_seen_at
  FROM staff s`;

const iso = (value: Date | string) => new Date(value).toISOString();

const itemOf = (row: Row): StaffItem => ({
  ...row,
  // A hand-written unknown role holds no permission; shown as the narrowest role.
  role: isStaffRole(row.role) ? row.role : 'content',
  created_at: iso(row.created_at),
  last_seen_at: row.last_seen_at === null ? null : iso(row.last_seen_at),
});

export const listStaff = async (q: Queryable, agentId: number): Promise<StaffItem[]> =>
  (await q.query<Row>(`${select} WHERE s.agent_id = $1 ORDER BY s.status, s.username`, [agentId])).rows.map(
    itemOf,
  );

export const staffItemById = async (q: Queryable, agentId: number, id: number): Promise<StaffItem | null> => {
  const { rows } = await q.query<Row>(`${select} WHERE s.agent_id = $1 AND s.id = $2`, [agentId, id]);
  return rows[0] ? itemOf(rows[0]) : null;
};
