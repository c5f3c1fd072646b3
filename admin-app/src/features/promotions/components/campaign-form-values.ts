import dayjs, { type Dayjs } from 'dayjs';
import type { AdminCampaign, CampaignInput } from '@contract/rewards/promotion-admin';

/** The form's flat values: the nested rule split into fields an antd Form edits. */
export type CampaignValues = {
  name: string;
  description: string;
  terms: string;
  image: string;
  status: CampaignInput['status'];
  starts_at: Dayjs | null;
  ends_at: Dayjs | null;
  trigger: CampaignInput['trigger'];
  reward_type: 'money' | 'points' | 'spins' | 'freebets';
  wallet_type_id: number;
  amount: number;
  percent: number;
  max_amount: number | null;
  points: number;
  spins: number;
  /** Free bets in one Hub88 game: our game code, how many, baht each, days valid. */
  freebet_game_code: string;
  freebet_count: number;
  freebet_value: number;
  freebet_days: number;
  /** Our own value per free bet, or a Hub88 prepaid of the game (its fixed count and value win at the save). */
  freebet_source: 'own' | 'prepaid';
  freebet_prepaid_uuid: string | null;
  min_deposit: number;
  turnover_multiplier: number;
  turnover_includes_deposit: boolean;
  turnover_categories: CampaignInput['turnover_categories'];
  new_member_days: number | null;
  vip_levels: string;
  first_deposit: boolean;
  deposited_today: boolean;
  per_member_limit: number | null;
  per_day_limit: number | null;
  total_limit: number | null;
  budget: number | null;
  sort: number;
};

const ALL: CampaignInput['turnover_categories'] = ['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto'];

export const valuesOf = (c: AdminCampaign | null, kind: 'promotion' | 'coupon'): CampaignValues => ({
  name: c?.name ?? '',
  description: c?.description ?? '',
  terms: c?.terms ?? '',
  image: c?.image ?? '',
  status: c?.status ?? 'draft',
  starts_at: c?.starts_at ? dayjs(c.starts_at) : null,
  ends_at: c?.ends_at ? dayjs(c.ends_at) : null,
  trigger: c?.trigger ?? (kind === 'coupon' ? 'code' : 'deposit'),
  reward_type: c?.reward.type ?? 'money',
  wallet_type_id: c?.reward.type === 'money' ? c.reward.wallet_type_id : 2,
  amount: c?.reward.type === 'money' ? c.reward.amount : 0,
  percent: c?.reward.type === 'money' ? c.reward.percent : 0,
  max_amount: c?.reward.type === 'money' ? c.reward.max_amount : null,
  points: c?.reward.type === 'points' ? c.reward.points : 100,
  spins: c?.reward.type === 'spins' ? c.reward.spins : 1,
  freebet_game_code: c?.reward.type === 'freebets' ? c.reward.game_code : '',
  freebet_count: c?.reward.type === 'freebets' ? c.reward.bet_count : 10,
  freebet_value: c?.reward.type === 'freebets' ? c.reward.bet_value : 1,
  freebet_days: c?.reward.type === 'freebets' ? c.reward.valid_days : 7,
  freebet_source: c?.reward.type === 'freebets' && c.reward.prepaid_uuid ? 'prepaid' : 'own',
  freebet_prepaid_uuid: c?.reward.type === 'freebets' ? (c.reward.prepaid_uuid ?? null) : null,
  min_deposit: c?.min_deposit ?? 0,
  turnover_multiplier: c?.turnover_multiplier ?? 0,
  turnover_includes_deposit: c?.turnover_includes_deposit ?? false,
  turnover_categories: c?.turnover_categories ?? ALL,
  new_member_days: c?.eligibility.new_member_days ?? null,
  vip_levels: (c?.eligibility.vip_levels ?? []).join(', '),
  first_deposit: c?.eligibility.first_deposit ?? false,
  deposited_today: c?.eligibility.deposited_today ?? false,
  per_member_limit: c?.per_member_limit ?? null,
  per_day_limit: c?.per_day_limit ?? null,
  total_limit: c?.total_limit ?? null,
  budget: c?.budget ?? null,
  sort: c?.sort ?? 0,
});

const orNull = (n: number | null | undefined) => (n === undefined || n === null || n === 0 ? null : n);

export const inputOf = (v: CampaignValues, kind: 'promotion' | 'coupon'): CampaignInput => {
  const vip = v.vip_levels
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number)
    .filter(Number.isInteger);
  return {
    kind,
    name: v.name,
    description: v.description ?? '',
    terms: v.terms ?? '',
    image: v.image ?? '',
    status: v.status,
    starts_at: v.starts_at ? v.starts_at.toISOString() : null,
    ends_at: v.ends_at ? v.ends_at.toISOString() : null,
    eligibility: {
      ...(v.new_member_days ? { new_member_days: v.new_member_days } : {}),
      ...(vip.length > 0 ? { vip_levels: vip } : {}),
      ...(v.first_deposit ? { first_deposit: true } : {}),
      ...(v.deposited_today ? { deposited_today: true } : {}),
    },
    trigger: kind === 'coupon' ? 'code' : v.trigger,
    reward:
      v.reward_type === 'points'
        ? { type: 'points', points: v.points }
        : v.reward_type === 'spins'
          ? { type: 'spins', spins: v.spins }
          : v.reward_type === 'freebets'
            ? {
                type: 'freebets',
                game_code: v.freebet_game_code.trim(),
                bet_count: v.freebet_count,
                bet_value: v.freebet_value,
                valid_days: v.freebet_days,
                ...(v.freebet_source === 'prepaid' && v.freebet_prepaid_uuid
                  ? { prepaid_uuid: v.freebet_prepaid_uuid }
                  : {}),
              }
            : {
                type: 'money',
                wallet_type_id: v.wallet_type_id,
                amount: v.amount ?? 0,
                percent: v.trigger === 'deposit' ? (v.percent ?? 0) : 0,
                max_amount: orNull(v.max_amount),
              },
    turnover_multiplier: v.turnover_multiplier ?? 0,
    turnover_includes_deposit: v.turnover_includes_deposit,
    turnover_categories: v.turnover_categories.length > 0 ? v.turnover_categories : ALL,
    per_member_limit: orNull(v.per_member_limit),
    per_day_limit: orNull(v.per_day_limit),
    total_limit: orNull(v.total_limit),
    budget: orNull(v.budget),
    min_deposit: v.min_deposit ?? 0,
    sort: v.sort ?? 0,
  };
};
