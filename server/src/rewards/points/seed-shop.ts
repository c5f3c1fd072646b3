import type { Queryable } from '@server/db/db';

type DemoItem = {
  name: string;
  description: string;
  cost: number;
  type: 'credit' | 'wheel_spins' | 'free_spins';
  amount: number;
  walletTypeId: number | null;
  spinValue: number | null;
  stock: number | null;
  perMemberLimit: number | null;
  turnover: number;
};

/** The demo shop: one item of each type, so the points shop has something real on a first start. */
const demoItems: DemoItem[] = [
  {
    name: 'เครดิต 50 บาท',
    description: 'แลกเครดิตเข้ากระเป๋าหลัก ทำเทิร์นโอเวอร์ 1 เท่าก่อนถอน',
    cost: 500,
    type: 'credit',
    amount: 5_000,
    walletTypeId: 1,
    spinValue: null,
    stock: null,
    perMemberLimit: null,
    turnover: 1,
  },
  {
    name: 'สิทธิ์หมุนกงล้อ 1 ครั้ง',
    description: 'ใช้หมุนกงล้อนำโชคได้ทันที',
    cost: 100,
    type: 'wheel_spins',
    amount: 1,
    walletTypeId: null,
    spinValue: null,
    stock: null,
    perMemberLimit: null,
    turnover: 0,
  },
  {
    name: 'ฟรีสปิน 10 ครั้ง',
    description: 'สปินละ 1 บาท เข้ากระเป๋าเครดิตฟรี จำกัด 5 ชุดต่อสมาชิก',
    cost: 150,
    type: 'free_spins',
    amount: 10,
    walletTypeId: null,
    spinValue: 100,
    stock: 1_000,
    perMemberLimit: 5,
    turnover: 5,
  },
];

/**
 * The demo agent's shop items, each with its 'redeem' campaign, only when the agent has no shop yet (later starts
 * and staff changes are left alone). Part of the start's demo seed (seed-rewards.ts), not of the test template.
 */
export const seedShop = async (q: Queryable, agentId: number) => {
  const existing = await q.query(`SELECT 1 FROM shop_items WHERE agent_id = $1 LIMIT 1`, [agentId]);
  if (existing.rows.length > 0) return;
  for (const [sort, item] of demoItems.entries()) {
    const campaign = await q.query<{ id: string }>(
      `INSERT INTO reward_campaigns (agent_id, kind, name, trigger, reward, turnover_multiplier)
       VALUES ($1, 'redeem', $2, 'claim', $3, $4) RETURNING id`,
      [
        agentId,
        item.name,
        JSON.stringify(
          item.type === 'wheel_spins' ? { type: 'spins', spins: item.amount } : { type: 'none' },
        ),
        item.turnover,
      ],
    );
    await q.query(
      `INSERT INTO shop_items (agent_id, campaign_id, name, description, cost, type, amount, wallet_type_id,
                               spin_value, stock, per_member_limit, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        agentId,
        campaign.rows[0]!.id,
        item.name,
        item.description,
        item.cost,
        item.type,
        item.amount,
        item.walletTypeId,
        item.spinValue,
        item.stock,
        item.perMemberLimit,
        sort,
      ],
    );
  }
};
