import type { z } from 'zod';
import type { codeBatchBody } from '@contract/rewards/promotion-admin';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { findCampaign } from '@server/rewards';
import { generateCodes } from '@server/rewards/coupons/codes';
import { auditAs, type ByStaff } from '@server/staff/audit';

/** The agent's coupon campaign `id`; another agent's, a promotion or none is REWARD_NOT_FOUND. */
export const couponCampaign = async (q: Queryable, agentId: number, id: number) => {
  const campaign = await findCampaign(q, agentId, id);
  return campaign?.kind === 'coupon' ? campaign : fail('REWARD_NOT_FOUND');
};

/**
 * A batch of codes for a coupon campaign (N random ones, or the one code typed), with its audit row in the same
 * transaction. The batch is named by the business time and the request id, so one request is one batch.
 */
export const generateCouponCodes = async (
  db: Db,
  by: ByStaff,
  campaignId: number,
  body: z.output<typeof codeBatchBody>,
  now: Date,
) => {
  await couponCampaign(db, by.actor.agentId, campaignId);
  const { count, prefix, code, max_uses: maxUses, expires_at: expires } = body;
  const expiresAt = expires ? new Date(expires) : null;
  if (expiresAt && Number.isNaN(expiresAt.getTime())) fail('INVALID_INPUT');
  const batch = `${now.toISOString()}:${by.meta.requestId}`;
  return db.tx(async (q) => {
    const codes = await generateCodes(q, {
      agentId: by.actor.agentId,
      campaignId,
      staffId: by.actor.id,
      batch,
      maxUses,
      expiresAt,
      ...(code !== undefined ? { code } : { count, prefix }),
    });
    await auditAs(q, by.meta, by.actor, {
      action: 'rewards.coupon.generate',
      targetType: 'reward_campaign',
      targetId: campaignId,
      after: { batch, count: codes.length, max_uses: maxUses, expires_at: expires, code: code ?? null },
    });
    return codes;
  });
};
