import type { OfficialAccountTest } from '@contract/admin/line-official-account';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { lineClientsOf, lineErrorText, type LineHosts } from '../messaging/client';
import { officialAccountOf } from '../messaging/official-account';
import type { SecretBox } from '../secret-box';

/**
 * The console's "test connection": asks LINE who the token's bot is and this month's quota and use. Changes
 * nothing; a refusal (a wrong or expired token) is answered with LINE's own words for the owner to act on.
 */
export const testOfficialAccount = async (
  q: Queryable,
  box: SecretBox,
  hosts: LineHosts,
  agentId: number,
): Promise<OfficialAccountTest> => {
  const account = await officialAccountOf(q, box, agentId);
  if (!account) return fail('LINE_NOT_CONFIGURED');
  const { api } = lineClientsOf(account.accessToken, hosts);
  try {
    const [bot, quota, used] = await Promise.all([
      api.getBotInfo(),
      api.getMessageQuota(),
      api.getMessageQuotaConsumption(),
    ]);
    return {
      display_name: bot.displayName,
      basic_id: bot.basicId,
      quota: quota.type === 'limited' ? (quota.value ?? 0) : null,
      used: used.totalUsage,
    };
  } catch (error) {
    return fail('LINE_API_FAILED', undefined, `เชื่อมต่อ LINE ไม่สำเร็จ (${lineErrorText(error)})`);
  }
};
