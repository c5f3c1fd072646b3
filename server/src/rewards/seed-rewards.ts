import type { Db, Queryable } from '@server/db/db';
import { seedShop } from './points/seed-shop';

type DemoCampaign = {
  kind: string;
  name: string;
  description: string;
  terms?: string;
  trigger: string;
  reward: Record<string, unknown>;
  eligibility?: Record<string, unknown>;
  turnover?: { multiplier: number; includesDeposit?: boolean; categories?: string[] };
  perMemberLimit?: number;
  perDayLimit?: number;
  settings?: Record<string, unknown>;
  sort: number;
};

const SLOTS = ['slot', 'fishing', 'freespin'];

/** What the demo agent runs on the rewards engine: one of each feature, so every screen has something real. */
const demoCampaigns: DemoCampaign[] = [
  {
    kind: 'promotion',
    name: 'โบนัสฝากแรก 50% สูงสุด 500 บาท',
    description: 'สมาชิกใหม่ ฝากครั้งแรกรับโบนัสเพิ่ม 50% ของยอดฝาก สูงสุด 500 บาท',
    terms:
      'ใช้ได้กับยอดฝากครั้งแรกขั้นต่ำ 100 บาท ภายใน 24 ชั่วโมงหลังฝาก โบนัสเข้ากระเป๋าหลัก ' +
      'ต้องทำเทิร์นโอเวอร์ 5 เท่าของ (ยอดฝาก + โบนัส) ในเกมสล็อต ยิงปลา และฟรีสปิน ก่อนถอน สิทธิ์ 1 ครั้งต่อสมาชิก',
    trigger: 'deposit',
    reward: { type: 'money', wallet_type_id: 1, percent_bp: 5000, max_amount: 50_000 },
    eligibility: { first_deposit: true },
    turnover: { multiplier: 5, includesDeposit: true, categories: SLOTS },
    perMemberLimit: 1,
    settings: { min_deposit: 10_000 },
    sort: 1,
  },
  {
    kind: 'promotion',
    name: 'ฝากรายวันรับเพิ่ม 10%',
    description: 'ฝากวันละครั้งรับโบนัส 10% สูงสุด 200 บาท เข้ากระเป๋าโปรโมชั่น',
    terms: 'ยอดฝากขั้นต่ำ 300 บาท วันละ 1 ครั้ง ทำเทิร์นโอเวอร์ 3 เท่าของโบนัสก่อนโยกเข้ากระเป๋าหลัก',
    trigger: 'deposit',
    reward: { type: 'money', wallet_type_id: 2, percent_bp: 1000, max_amount: 20_000 },
    turnover: { multiplier: 3, categories: SLOTS },
    perDayLimit: 1,
    settings: { min_deposit: 30_000 },
    sort: 2,
  },
  {
    kind: 'coupon',
    name: 'คูปองต้อนรับ 20 บาท',
    description: 'กรอกรหัส WELCOME20 รับเครดิตฟรี 20 บาท',
    trigger: 'code',
    reward: { type: 'money', wallet_type_id: 3, amount: 2_000 },
    turnover: { multiplier: 10, categories: ['slot', 'freespin'] },
    perMemberLimit: 1,
    sort: 1,
  },
  {
    kind: 'quest',
    name: 'เล่นสล็อตครบ 500 บาท',
    description: 'เดิมพันเกมสล็อตรวม 500 บาทภายในวันนี้ รับเครดิตฟรี 20 บาท',
    trigger: 'claim',
    reward: { type: 'money', wallet_type_id: 3, amount: 2_000 },
    turnover: { multiplier: 5, categories: ['slot', 'freespin'] },
    settings: { period: 'daily', task: { type: 'stake', target: 50_000, category: 'slot' } },
    sort: 1,
  },
  {
    kind: 'quest',
    name: 'ฝากเงินวันนี้ 300 บาท',
    description: 'ฝากเงินรวม 300 บาทภายในวันนี้ รับ 200 แต้ม',
    trigger: 'claim',
    reward: { type: 'points', points: 200 },
    settings: { period: 'daily', task: { type: 'deposit', target: 30_000 } },
    sort: 2,
  },
  {
    kind: 'quest',
    name: 'เข้าเล่น 5 วันติดต่อกัน',
    description: 'เข้าสู่ระบบ 5 วันติดกันในสัปดาห์นี้ รับเครดิตฟรี 50 บาท',
    trigger: 'claim',
    reward: { type: 'money', wallet_type_id: 3, amount: 5_000 },
    turnover: { multiplier: 5, categories: ['slot', 'freespin'] },
    settings: { period: 'weekly', task: { type: 'login_streak', target: 5 } },
    sort: 3,
  },
  {
    kind: 'cashback',
    name: 'คืนยอดเทิร์นรายวัน',
    description: 'คืนยอดเล่นทุกวัน สล็อต 0.5% คาสิโน 0.3% กีฬา 0.3% ยิงปลา 0.5% หวย 0.2%',
    trigger: 'job',
    reward: { type: 'money', wallet_type_id: 1 },
    settings: {
      rates_bp: { slot: 50, casino: 30, sport: 30, fishing: 50, freespin: 50, lotto: 20 },
      min_payout: 100,
      max_payout: 500_000,
    },
    sort: 1,
  },
  {
    kind: 'winloss',
    name: 'คืนยอดเสียรายสัปดาห์ 5%',
    description: 'ยอดเสียสุทธิรายสัปดาห์ (จันทร์-อาทิตย์) คืน 5% กดรับได้ภายใน 7 วัน',
    trigger: 'job',
    reward: { type: 'money', wallet_type_id: 1 },
    settings: {
      percent_bp: 500,
      categories: ['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto'],
      min_loss: 10_000,
      max_amount: 1_000_000,
      claim_open_hours: 0,
      claim_days: 7,
    },
    sort: 1,
  },
  {
    kind: 'points',
    name: 'คะแนนจากยอดเล่น',
    description: 'ทุกยอดเล่น 100 บาท รับ 1 คะแนน จ่ายทุกวันหลังเที่ยงคืน',
    trigger: 'job',
    reward: { type: 'none' },
    settings: {
      per_baht: 100,
      points: 1,
      categories: ['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto'],
    },
    sort: 1,
  },
  {
    kind: 'wheel',
    name: 'กงล้อนำโชค',
    description: 'หมุนกงล้อด้วยแต้มหรือสิทธิ์หมุนฟรี ผลทุกครั้งตรวจสอบได้',
    trigger: 'claim',
    reward: { type: 'none' },
    settings: { points_per_spin: 10, point_value: 10 },
    sort: 1,
  },
];

/**
 * The demo wheel's slices: money to the free-credit wallet, points, a free spin, and nothing. A spin costs 10
 * points, worth 1 baht at the wheel's point value (10 satang, the shop's 500 points for 50 baht); these slices
 * give back 0.79 baht a spin directly, plus a free spin one time in 20: 0.79 / 0.95 = 83% of the price
 * (`wheelEconomics`, tests/server/rewards/seed-rewards.test.ts). Migration 1031 put them on a demo wheel seeded
 * with the earlier slices, which gave back 461%.
 */
export const demoWheelPrizes = [
  { label: 'เครดิตฟรี 20', type: 'money', amount: 2_000, wallet: 3, weight: 1, colour: '#f5b700' },
  { label: '10 แต้ม', type: 'points', amount: 10, wallet: null, weight: 10, colour: '#2f54eb' },
  { label: 'เครดิตฟรี 5', type: 'money', amount: 500, wallet: 3, weight: 8, colour: '#52c41a' },
  { label: 'หมุนฟรี 1 ครั้ง', type: 'spins', amount: 1, wallet: null, weight: 5, colour: '#eb2f96' },
  { label: '3 แต้ม', type: 'points', amount: 3, wallet: null, weight: 30, colour: '#13c2c2' },
  { label: 'เสียใจด้วย', type: 'none', amount: 0, wallet: null, weight: 46, colour: '#595959' },
];

const insertCampaign = async (q: Queryable, agentId: number, c: DemoCampaign) => {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO reward_campaigns (agent_id, kind, name, description, terms, trigger, reward, eligibility,
       turnover_multiplier, turnover_includes_deposit, turnover_categories, per_member_limit, per_day_limit,
       settings, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, COALESCE($11, ARRAY['slot', 'casino', 'fishing', 'freespin',
       'sport', 'lotto']), $12, $13, $14, $15)
     RETURNING id`,
    [
      agentId,
      c.kind,
      c.name,
      c.description,
      c.terms ?? '',
      c.trigger,
      JSON.stringify(c.reward),
      JSON.stringify(c.eligibility ?? {}),
      c.turnover?.multiplier ?? 0,
      c.turnover?.includesDeposit ?? false,
      c.turnover?.categories ?? null,
      c.perMemberLimit ?? null,
      c.perDayLimit ?? null,
      JSON.stringify(c.settings ?? {}),
      c.sort,
    ],
  );
  return Number(rows[0]!.id);
};

/**
 * The demo agents' rewards, for a site that shows every feature on its first start: campaigns of each kind
 * only where the agent has none of that kind yet (so staff changes and later starts are left alone), the wheel's
 * prizes and the coupon code WELCOME20. Run by the server's start with the seed (boot.ts), not by the test
 * template: tests make the campaigns they need.
 */
export const seedRewards = async (db: Db, agentCodes: string[]): Promise<void> => {
  await db.tx(async (q) => {
    const agents = await q.query<{ id: number }>(`SELECT id FROM agents WHERE code = ANY($1::text[])`, [
      agentCodes,
    ]);
    for (const { id: agentId } of agents.rows) {
      const existing = await q.query<{ kind: string }>(
        `SELECT DISTINCT kind FROM reward_campaigns WHERE agent_id = $1`,
        [agentId],
      );
      const has = new Set(existing.rows.map((row) => row.kind));
      await seedShop(q, agentId);
      for (const campaign of demoCampaigns) {
        if (has.has(campaign.kind)) continue;
        const id = await insertCampaign(q, agentId, campaign);
        if (campaign.kind === 'coupon') {
          await q.query(
            `INSERT INTO coupon_codes (agent_id, campaign_id, code, max_uses, batch) VALUES ($1, $2, 'WELCOME20', 100000, 'demo')`,
            [agentId, id],
          );
        }
        if (campaign.kind === 'wheel') {
          for (const [position, p] of demoWheelPrizes.entries()) {
            await q.query(
              `INSERT INTO wheel_prizes (campaign_id, position, label, type, amount, wallet_type_id, weight, colour)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
              [id, position, p.label, p.type, p.amount, p.wallet, p.weight, p.colour],
            );
          }
        }
      }
    }
  });
};
