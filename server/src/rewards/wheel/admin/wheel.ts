import { toBaht, toSatang } from '@contract/money';
import type { WheelAdminAnswer, WheelAdminBody } from '@contract/rewards/wheel-admin';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { livePrizes, wheelCampaign, wheelSettingsOf } from '@server/rewards/wheel/config';
import { prizeAmount } from '@server/rewards/wheel/spins';

/** The agent's wheel as the editor shows it (defaults before the first save). */
export const adminWheel = async (q: Queryable, agentId: number): Promise<WheelAdminAnswer> => {
  const campaign = await wheelCampaign(q, agentId);
  const settings = wheelSettingsOf(campaign);
  const prizes = campaign ? await livePrizes(q, campaign.id) : [];
  const { rows: walletTypes } = await q.query<{ id: number; name_th: string }>(
    `SELECT id, name_th FROM wallet_types WHERE cardinality(categories) > 0 ORDER BY sort, id`,
  );
  return {
    campaign_id: campaign?.id ?? null,
    enabled: campaign?.status === 'active',
    points_per_spin: settings.pointsPerSpin,
    point_value: toBaht(settings.pointValue),
    prizes: prizes.map((p) => ({
      label: p.label,
      type: p.type,
      amount: prizeAmount(p.type, p.amount),
      wallet_type_id: p.walletTypeId,
      weight: p.weight,
      colour: p.colour,
      freebet: p.freebet && { ...p.freebet, bet_value: toBaht(p.freebet.bet_value) },
    })),
    wallet_types: walletTypes.map((w) => ({ id: w.id, name: w.name_th })),
  };
};

/** Baht with more than two decimals is refused (toSatang never rounds), as a refusal rather than a 500. */
const satangOf = (baht: number) => {
  try {
    return Number(toSatang(baht));
  } catch {
    return fail('WHEEL_PRIZES_INVALID');
  }
};

const storedAmount = (p: WheelAdminBody['prizes'][number]) =>
  p.type === 'money' ? satangOf(p.amount) : p.amount;

/** Every money prize names a wallet type that exists (else the insert would fail on its foreign key). */
const assertWallets = async (q: Queryable, input: WheelAdminBody) => {
  const wanted = [
    ...new Set(input.prizes.flatMap((p) => (p.wallet_type_id === null ? [] : [p.wallet_type_id]))),
  ];
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM wallet_types WHERE id = ANY($1::int[]) AND cardinality(categories) > 0`,
    [wanted],
  );
  if (rows.length !== wanted.length) fail('WHEEL_PRIZES_INVALID');
};

/**
 * Saves the switch, the price, the point value and the slices in one transaction with its audit row. The old
 * slices are retired, not changed: past spins keep what they drew. The campaign is made on the first save.
 */
export const saveWheel = (db: Db, by: ByStaff, input: WheelAdminBody) =>
  db.tx(async (q) => {
    const agentId = by.actor.agentId;
    const before = await adminWheel(q, agentId);
    let campaign = await wheelCampaign(q, agentId, { lock: true });
    await assertWallets(q, input);
    const settings = { points_per_spin: input.points_per_spin, point_value: satangOf(input.point_value) };
    const status = input.enabled ? 'active' : 'paused';
    if (!campaign) {
      await q.query(
        `INSERT INTO reward_campaigns (agent_id, kind, name, trigger, reward, status, settings, created_by)
         VALUES ($1, 'wheel', 'กงล้อนำโชค', 'claim', '{"type":"none"}', $2, $3, $4)
         ON CONFLICT (agent_id) WHERE kind = 'wheel' DO NOTHING`,
        [agentId, status, JSON.stringify(settings), by.actor.id],
      );
      campaign = await wheelCampaign(q, agentId, { lock: true });
    }
    if (!campaign) return fail('INTERNAL');
    await q.query(
      `UPDATE reward_campaigns SET status = $2, settings = settings || $3::jsonb, updated_at = now() WHERE id = $1`,
      [campaign.id, status, JSON.stringify(settings)],
    );
    await q.query(
      `UPDATE wheel_prizes SET retired_at = now() WHERE campaign_id = $1 AND retired_at IS NULL`,
      [campaign.id],
    );
    for (const [position, p] of input.prizes.entries()) {
      await q.query(
        `INSERT INTO wheel_prizes (campaign_id, position, label, type, amount, wallet_type_id, weight, colour,
                                   freebet)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          campaign.id,
          position,
          p.label,
          p.type,
          storedAmount(p),
          p.wallet_type_id,
          p.weight,
          p.colour,
          p.type === 'freebets' && p.freebet
            ? JSON.stringify({ ...p.freebet, bet_value: satangOf(p.freebet.bet_value) })
            : null,
        ],
      );
    }
    const after = await adminWheel(q, agentId);
    await auditAs(q, by.meta, by.actor, {
      action: 'wheel.update',
      targetType: 'reward_campaign',
      targetId: campaign.id,
      before: { enabled: before.enabled, points_per_spin: before.points_per_spin, prizes: before.prizes },
      after: { enabled: after.enabled, points_per_spin: after.points_per_spin, prizes: after.prizes },
    });
    return after;
  });

/** The agent's latest spins for the back office (names unmasked: staff see their members). */
export const adminSpins = async (q: Queryable, agentId: number, limit: number) => {
  const { rows } = await q.query<{
    id: string;
    username: string;
    label: string;
    prize_type: 'money' | 'points' | 'spins' | 'none' | 'freebets';
    amount: string;
    cost: 'free' | 'points';
    points_cost: number;
    created_at: Date;
  }>(
    `SELECT s.id, m.username, s.label, s.prize_type, s.amount, s.cost, s.points_cost, s.created_at
       FROM wheel_spins s JOIN reward_campaigns c ON c.id = s.campaign_id JOIN members m ON m.id = s.member_id
      WHERE c.agent_id = $1 ORDER BY s.id DESC LIMIT $2`,
    [agentId, limit],
  );
  return rows.map((r) => ({
    spin_id: Number(r.id),
    username: r.username,
    label: r.label,
    type: r.prize_type,
    amount: prizeAmount(r.prize_type, Number(r.amount)),
    cost: r.cost,
    points_cost: r.points_cost,
    created_at: r.created_at.toISOString(),
  }));
};
