import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { findCampaign, freebetsOf, moneyOf } from '../campaigns';
import { assertEligible } from '../eligibility';
import { grantAward, type Award } from '../grant';
import { attemptWasCode, beginCouponAttempt } from './guesses';

/** Codes are stored upper case without spaces; members may type them any way. */
export const normalCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, '');

type CodeRow = {
  id: string;
  campaign_id: string;
  max_uses: number;
  used_count: number;
  expires_at: Date | null;
};

const findCode = async (q: Queryable, agentId: number, code: string, lock = false) => {
  const { rows } = await q.query<CodeRow>(
    `SELECT id, campaign_id, max_uses, used_count, expires_at FROM coupon_codes
      WHERE agent_id = $1 AND code = $2${lock ? ' FOR UPDATE' : ''}`,
    [agentId, code],
  );
  return rows[0] ?? null;
};

/**
 * A member redeems a coupon code: once per member and code (the award's period is `code:<CODE>`, so a retry
 * answers the first award), within the code's uses (raised under the campaign's lock inside the award's
 * transaction: 16 members racing for a single-use code get one award), before its expiry, within the campaign's
 * own limits and eligibility. Wrong codes are counted per member and per address (guesses.ts).
 */
export const redeemCoupon = async (
  db: Db,
  input: { agentId: number; memberId: number; code: string; ip: string; now: Date },
): Promise<Award & { code: string }> => {
  const code = normalCode(input.code);
  const attempt = await beginCouponAttempt(db, input.agentId, input.memberId, input.ip);
  const found = /^[A-Z0-9-]{4,32}$/.test(code) ? await findCode(db, input.agentId, code) : null;
  if (!found) return fail('COUPON_INVALID');
  await attemptWasCode(db, attempt);
  const campaign = await findCampaign(db, input.agentId, Number(found.campaign_id));
  if (!campaign || campaign.kind !== 'coupon') return fail('COUPON_INVALID');
  const rule = campaign.reward;
  const award = await grantAward(db, {
    agentId: input.agentId,
    campaignId: campaign.id,
    memberId: input.memberId,
    periodKey: `code:${code}`,
    amount: rule.type === 'money' ? (moneyOf(rule) as never) : undefined,
    walletTypeId: rule.type === 'money' ? rule.wallet_type_id : undefined,
    points: rule.type === 'points' ? rule.points : undefined,
    spins: rule.type === 'spins' ? rule.spins : undefined,
    freebets: freebetsOf(rule),
    description: `คูปอง ${campaign.name}`,
    meta: { code },
    now: input.now,
    check: async (q, locked) => {
      const row = await findCode(q, input.agentId, code, true);
      if (!row) return fail('COUPON_INVALID');
      if (row.expires_at !== null && row.expires_at <= input.now) fail('COUPON_EXPIRED');
      if (row.used_count >= row.max_uses) fail('COUPON_USED_UP');
      await assertEligible(q, input.memberId, locked.eligibility, input.now);
      await q.query(`UPDATE coupon_codes SET used_count = used_count + 1 WHERE id = $1`, [row.id]);
    },
  });
  return { ...award, code };
};

/** The member's redeemed coupons, newest first. */
export const couponHistory = async (q: Queryable, memberId: number) => {
  const { rows } = await q.query<{
    id: string;
    period_key: string;
    name: string;
    amount: string;
    points: number;
    spins: number;
    created_at: Date;
  }>(
    `SELECT a.id, a.period_key, c.name, a.amount, a.points, a.spins, a.created_at
       FROM reward_awards a JOIN reward_campaigns c ON c.id = a.campaign_id
      WHERE a.member_id = $1 AND c.kind = 'coupon' ORDER BY a.id DESC LIMIT 50`,
    [memberId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.period_key.replace(/^code:/, ''),
    name: r.name,
    amount: Number(r.amount),
    points: r.points,
    spins: r.spins,
    createdAt: r.created_at,
  }));
};
