import type { Db } from '@server/db/db';
import { takeRateSlot } from '@server/accounts/rate-events';
import { fail } from '@server/http/app-error';

/** Clicks one address may record per hour: a refresh loop must not inflate a member's summary. */
const CLICKS_PER_ADDRESS_PER_HOUR = 20;

/** Records a visit through a referral link (the code's member, this agent), rate-limited per address. */
export const recordClick = async (db: Db, agentId: number, code: string, address: string) => {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM members WHERE agent_id = $1 AND referral_code = $2`,
    [agentId, code.trim().toUpperCase()],
  );
  const member = rows[0];
  if (!member) return fail('AFFILIATE_CODE_UNKNOWN');
  await takeRateSlot(db, 'affiliate_click', address, CLICKS_PER_ADDRESS_PER_HOUR, 3600);
  await db.query(`INSERT INTO affiliate_clicks (member_id, address) VALUES ($1, $2)`, [member.id, address]);
};
