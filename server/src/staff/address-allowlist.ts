import { BlockList, isIP } from 'node:net';
import type { Allowlist } from '@contract/admin/allowlist';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from './audit';

/** An IPv4 address as IPv6 (`::ffff:10.0.0.1`, how a dual-stack socket reports it) is the IPv4 address. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** An entry as typed, checked and written the one way (`10.0.0.0/8`, `2001:db8::1`); null when it is neither. */
const normalisedEntry = (text: string): string | null => {
  const [address = '', bits, extra] = text.trim().split('/');
  const plain = plainAddress(address);
  const family = isIP(plain);
  if (family === 0 || extra !== undefined) return null;
  if (bits === undefined) return plain;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return null;
  return `${plain}/${Number(bits)}`;
};

const listOf = (entries: string[]) => {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
};

/** Is `ip` inside `entries` (normalised)? An empty list lets everyone in. */
const allows = (entries: string[], ip: string) => {
  if (entries.length === 0) return true;
  const plain = plainAddress(ip);
  const family = isIP(plain);
  return family !== 0 && listOf(entries).check(plain, family === 4 ? 'ipv4' : 'ipv6');
};

const rowOf = async (q: Queryable, agentId: number) =>
  (
    await q.query<{ entries: string[]; updated_at: Date | string }>(
      `SELECT entries, updated_at FROM staff_address_allowlists WHERE agent_id = $1`,
      [agentId],
    )
  ).rows[0] ?? null;

/** May staff of this agent use the back office from this address? (Each login and each staff request asks.) */
export const addressAllowed = async (q: Queryable, agentId: number, ip: string) =>
  allows((await rowOf(q, agentId))?.entries ?? [], ip);

export const allowlistOf = async (q: Queryable, agentId: number, ip: string): Promise<Allowlist> => {
  const row = await rowOf(q, agentId);
  return {
    entries: row?.entries ?? [],
    your_address: plainAddress(ip),
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  };
};

/**
 * The owner's list, each entry checked (Thai refusal naming none of it), and refused when it would shut out the
 * address the owner is saving from: the next request would be refused and nobody could undo it from here.
 */
export const saveAllowlist = (db: Db, by: ByStaff, entries: string[]): Promise<Allowlist> => {
  const normalised = entries
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(normalisedEntry);
  if (normalised.some((entry) => entry === null)) return fail('STAFF_ALLOWLIST_INVALID');
  const unique = [...new Set(normalised as string[])];
  if (!allows(unique, by.meta.ip))
    return fail('STAFF_ALLOWLIST_SELF', { your_address: plainAddress(by.meta.ip) });
  return db.tx(async (q) => {
    const before = (await rowOf(q, by.actor.agentId))?.entries ?? [];
    await q.query(
      `INSERT INTO staff_address_allowlists (agent_id, entries) VALUES ($1, $2)
       ON CONFLICT (agent_id) DO UPDATE SET entries = $2, updated_at = now()`,
      [by.actor.agentId, unique],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'staff.allowlist',
      targetType: 'agent',
      targetId: by.actor.agentId,
      before: { entries: before },
      after: { entries: unique },
    });
    return allowlistOf(q, by.actor.agentId, by.meta.ip);
  });
};
