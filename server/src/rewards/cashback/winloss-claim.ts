import type { Satang } from '@contract/money';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { assertEligible, findCampaign, grantAward, type Award } from '@server/rewards';
import { walletOf } from './settings';
import { thaiDateTime, thaiDay } from '@contract/thai-time';

const isCalendarDay = (text: string) => {
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
};

type EntitlementRow = {
  id: string;
  campaign_id: string;
  week: string;
  loss: string;
  amount: string;
  opens_at: Date;
  closes_at: Date;
  status: 'open' | 'claimed';
};

const window = (row: EntitlementRow) => `${thaiDateTime(row.opens_at)} ถึง ${thaiDateTime(row.closes_at)}`;

/**
 * The member claims a week's refund (by entitlement id, by week, or the newest claimable one). Inside the window
 * it pays through grantAward with period `week:<monday>`: parallel claims queue on the campaign's lock and all but
 * one answer the first award (`replayed`). Outside the window it is refused, naming the window in Thai.
 */
export const claimWinloss = async (
  db: Db,
  input: { agentId: number; memberId: number; id?: number; week?: string; now: Date },
): Promise<Award> => {
  // A week that is no calendar day ('2026-02-30') names no refund; PostgreSQL would refuse to read it as a date.
  if (input.week !== undefined && !isCalendarDay(input.week)) return fail('WINLOSS_NOTHING');
  const { rows } = await db.query<EntitlementRow>(
    `SELECT e.id, e.campaign_id, to_char(e.week, 'YYYY-MM-DD') AS week, e.loss, e.amount, e.opens_at, e.closes_at,
            e.status
       FROM winloss_entitlements e JOIN reward_campaigns c ON c.id = e.campaign_id
      WHERE e.member_id = $1 AND c.agent_id = $2
        AND ($3::bigint IS NULL OR e.id = $3) AND ($4::date IS NULL OR e.week = $4)
      ORDER BY (e.status = 'open' AND e.opens_at <= $5 AND e.closes_at > $5) DESC, e.week DESC, e.id
      LIMIT 1`,
    [input.memberId, input.agentId, input.id ?? null, input.week ?? null, input.now],
  );
  const row = rows[0];
  if (!row) return fail('WINLOSS_NOTHING');
  const periodKey = `week:${row.week}`;
  if (row.status === 'open') {
    const data = { opens_at: row.opens_at.toISOString(), closes_at: row.closes_at.toISOString() };
    if (input.now < row.opens_at)
      fail('WINLOSS_NOT_OPEN', data, `ยังไม่ถึงเวลารับคืนยอดเสีย รับได้ระหว่าง ${window(row)}`);
    if (input.now >= row.closes_at)
      fail('WINLOSS_EXPIRED', data, `หมดเวลารับคืนยอดเสียแล้ว (รับได้ระหว่าง ${window(row)})`);
  }
  const campaign = await findCampaign(db, input.agentId, Number(row.campaign_id));
  if (!campaign) return fail('REWARD_NOT_FOUND');
  return grantAward(db, {
    agentId: input.agentId,
    campaignId: campaign.id,
    memberId: input.memberId,
    periodKey,
    amount: Number(row.amount) as Satang,
    walletTypeId: walletOf(campaign),
    basis: Number(row.loss) as Satang,
    description: `คืนยอดเสีย ${campaign.name} สัปดาห์ ${thaiDay(row.week)}`,
    house: 'cashback',
    ledgerKind: 'cashback',
    meta: { week: row.week, entitlement_id: Number(row.id) },
    now: input.now,
    // Under the campaign's lock: the row turns claimed with the award, or neither happens.
    check: async (q) => {
      await assertEligible(q, input.memberId, campaign.eligibility, input.now);
      const claimed = await q.query(
        `UPDATE winloss_entitlements SET status = 'claimed', claimed_at = $2 WHERE id = $1 AND status = 'open'
         RETURNING id`,
        [row.id, input.now],
      );
      if (claimed.rows.length === 0) fail('WINLOSS_NOTHING');
    },
  });
};
