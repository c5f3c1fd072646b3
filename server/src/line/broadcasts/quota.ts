import type { Queryable } from '@server/db/db';
import { lineClientsOf, type LineHosts } from '../messaging/client';
import { officialAccountOf } from '../messaging/official-account';
import type { SecretBox } from '../secret-box';

type MessageQuota = { limit: number | null; used: number; left: number | null };
export type LineContext = { box: SecretBox; hosts: LineHosts };

/**
 * This month's message quota and use, from LINE (GET /v2/bot/message/quota and /quota/consumption): a
 * multicast costs one message per recipient. `limit` null: the plan has no limit ('none'). Null when the
 * account is not set up; a LINE failure rejects (the caller decides what it means).
 */
export const messageQuotaOf = async (
  q: Queryable,
  { box, hosts }: LineContext,
  agentId: number,
): Promise<MessageQuota | null> => {
  const account = await officialAccountOf(q, box, agentId);
  if (!account) return null;
  const { api } = lineClientsOf(account.accessToken, hosts);
  const [quota, consumption] = await Promise.all([api.getMessageQuota(), api.getMessageQuotaConsumption()]);
  const used = consumption.totalUsage;
  const limit = quota.type === 'limited' ? (quota.value ?? 0) : null;
  return { limit, used, left: limit === null ? null : Math.max(0, limit - used) };
};
