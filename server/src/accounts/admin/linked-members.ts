import type { LinkReason, LinkedMembers } from '@contract/admin/linked-members';
import type { Queryable } from '@server/db/db';
import { memberOfAgent } from './member-read';

/**
 * The members of an agent linked to each of `$2` by a reason in `$3`, from each member's own values to the others'
 * through an index per signal (migration 1140), never a scan of all members: bank accounts (main and second, of
 * either side), devices (registration's and every login's), login addresses and the exact full name. A reason left
 * out of `$3` is not computed (each branch's filter is a constant the executor skips on). The `<> ''` beside each
 * device and address join says what the partial indexes hold, so the planner may use them (without it: a scan of
 * every session; measured in the issue 28 note).
 */
const LINKS = `
  WITH me AS (
    SELECT id, bank_account, full_name, device_id FROM members WHERE agent_id = $1 AND id = ANY($2::bigint[])
  ), accounts AS (
    SELECT id AS me, bank_account AS account FROM me
    UNION SELECT s.member_id, s.bank_account FROM member_sub_bank_accounts s JOIN me ON me.id = s.member_id
  ), devices AS (
    SELECT id AS me, device_id AS device FROM me WHERE device_id <> ''
    UNION SELECT s.member_id, s.device_id FROM sessions s JOIN me ON me.id = s.member_id WHERE s.device_id <> ''
  ), addresses AS (
    SELECT DISTINCT s.member_id AS me, s.ip FROM sessions s JOIN me ON me.id = s.member_id WHERE s.ip <> ''
  ), links AS (
    SELECT a.me, m.id AS other, 'bank_account' AS reason
      FROM accounts a JOIN members m ON m.agent_id = $1 AND m.bank_account = a.account
     WHERE 'bank_account' = ANY($3::text[])
    UNION SELECT a.me, s.member_id, 'bank_account'
      FROM accounts a JOIN member_sub_bank_accounts s ON s.bank_account = a.account
     WHERE 'bank_account' = ANY($3::text[])
    UNION SELECT d.me, m.id, 'device'
      FROM devices d JOIN members m ON m.agent_id = $1 AND m.device_id = d.device AND m.device_id <> ''
     WHERE 'device' = ANY($3::text[])
    UNION SELECT d.me, s.member_id, 'device'
      FROM devices d JOIN sessions s ON s.device_id = d.device AND s.device_id <> ''
     WHERE 'device' = ANY($3::text[])
    UNION SELECT a.me, s.member_id, 'ip' FROM addresses a JOIN sessions s ON s.ip = a.ip AND s.ip <> ''
     WHERE 'ip' = ANY($3::text[])
    UNION SELECT me.id, m.id, 'name' FROM me JOIN members m ON m.agent_id = $1 AND m.full_name = me.full_name
     WHERE 'name' = ANY($3::text[])
  )
  SELECT l.me::int AS member_id, m.id::int AS id, m.phone, m.full_name, m.status, m.created_at, l.reasons
    FROM (SELECT me, other, array_agg(DISTINCT reason ORDER BY reason) AS reasons
            FROM links WHERE other <> me GROUP BY me, other) l
    -- Each linked member by its key (LIMIT 1 keeps it a lookup: joined plainly, the planner hashed every member).
    CROSS JOIN LATERAL (SELECT * FROM members m WHERE m.id = l.other AND m.agent_id = $1 LIMIT 1) m
   ORDER BY l.me, m.id`;

type Row = {
  member_id: number;
  id: number;
  phone: string;
  full_name: string;
  status: 'active' | 'disabled';
  created_at: Date;
  reasons: LinkReason[];
};

const linksOf = (q: Queryable, agentId: number, memberIds: number[], reasons: readonly LinkReason[]) =>
  q.query<Row>(LINKS, [agentId, memberIds, reasons]).then((r) => r.rows);

const SHOWN = 100;

/** The member page's list: every reason, the members linked by the most reasons first. */
export const linkedMembers = async (
  q: Queryable,
  agentId: number,
  memberId: number,
): Promise<LinkedMembers> => {
  await memberOfAgent(q, agentId, memberId);
  const rows = await linksOf(q, agentId, [memberId], ['bank_account', 'device', 'ip', 'name']);
  const items = rows
    .sort((a, b) => b.reasons.length - a.reasons.length || a.id - b.id)
    .slice(0, SHOWN)
    .map((row) => ({
      id: row.id,
      phone: row.phone,
      full_name: row.full_name,
      status: row.status,
      created_at: new Date(row.created_at).toISOString(),
      reasons: row.reasons,
    }));
  return { items, more: rows.length > SHOWN };
};

/**
 * Which of these members share a bank account or a device with another member: the withdrawal queue's flag. An
 * address or a name alone does not flag (a mobile network gives one address to many; names repeat).
 */
export const membersWithStrongLinks = async (q: Queryable, agentId: number, memberIds: number[]) =>
  new Set(
    memberIds.length === 0
      ? []
      : (await linksOf(q, agentId, memberIds, ['bank_account', 'device'])).map((row) => row.member_id),
  );
