import { z } from 'zod';
import { turnoverItem } from '../rewards/turnover';
import { dayText } from './money-common';

/** The campaign kinds of the rewards engine (reward_campaigns.kind). */
const rewardKind = z.enum([
  'promotion',
  'coupon',
  'quest',
  'wheel',
  'cashback',
  'winloss',
  'points',
  'redeem',
]);
export type RewardKind = z.infer<typeof rewardKind>;

export const rewardsReportQuery = z.object({ from: dayText, to: dayText });
export type RewardsReportQuery = z.infer<typeof rewardsReportQuery>;

/**
 * What a group of awards cost and what came with it (baht): `amount` the money paid, `points` and `spins` given,
 * `members` distinct members awarded, `deposit_basis` the deposits that deposit promotions were computed on (the
 * awards' basis), `member_deposits` every deposit of the awarded members on the days they were awarded (a member
 * counted once per day in the group).
 */
const rewardFigures = z.object({
  awards: z.number().int(),
  members: z.number().int(),
  amount: z.number(),
  points: z.number().int(),
  spins: z.number().int(),
  /** Free bets granted (in Hub88 games). */
  freebets: z.number().int(),
  /** The part of `amount` that was free bets' winnings, counted on the day they were credited. */
  freebet_won: z.number(),
  deposit_basis: z.number(),
  member_deposits: z.number(),
});
export type RewardFigures = z.infer<typeof rewardFigures>;

const campaignOf = { campaign_id: z.number().int(), name: z.string(), kind: rewardKind };

/** One campaign on one Bangkok day (only days with awards). */
const rewardDayRow = rewardFigures.extend({ ...campaignOf, day: dayText });
export type RewardDayRow = z.infer<typeof rewardDayRow>;

/** One campaign over the whole range. */
const rewardCampaignRow = rewardFigures.extend(campaignOf);
export type RewardCampaignRow = z.infer<typeof rewardCampaignRow>;

/** All campaigns on one Bangkok day (only days with awards). */
const rewardDayTotal = rewardFigures.extend({ day: dayText });
export type RewardDayTotal = z.infer<typeof rewardDayTotal>;

const rewardKindRow = rewardFigures.extend({ kind: rewardKind });
export type RewardKindRow = z.infer<typeof rewardKindRow>;

export const rewardsReport = z.object({
  from: dayText,
  to: dayText,
  rows: z.array(rewardDayRow),
  days: z.array(rewardDayTotal),
  campaigns: z.array(rewardCampaignRow),
  kinds: z.array(rewardKindRow),
  total: rewardFigures,
});
export type RewardsReport = z.infer<typeof rewardsReport>;

/** One award on a member's page in the back office (read-only, for support). */
const memberRewardAward = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  kind: rewardKind,
  amount: z.number(),
  points: z.number().int(),
  spins: z.number().int(),
  turnover_required: z.number(),
  description: z.string(),
  created_at: z.string(),
});
export type MemberRewardAward = z.infer<typeof memberRewardAward>;

/** The member's latest awards (at most 100) and their open turnover requirements with progress. */
export const memberRewards = z.object({
  items: z.array(memberRewardAward),
  turnover: z.array(turnoverItem),
});
export type MemberRewards = z.infer<typeof memberRewards>;
