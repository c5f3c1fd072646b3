import { z } from 'zod';
import { bahtSchema, isoDate } from '../common';

/**
 * Hub88's Freebets API (Operator API) as its documentation describes it (server/src/games/hub88/README.md, "Free
 * bets"): the operator POSTs `/operator/generic/v2/freebet/rewards/create`, signed like every call (RSA-SHA256 of
 * the body, base64, X-Hub88-Signature), to grant one user a reward of `bet_count` free bets of `bet_value` each in
 * one game; Hub88 answers the reward item with its `reward_uuid` and status `FRS_ACTIVE`. The free bets then come
 * through the Wallet API as bets and wins with `is_free: true` and that `reward_uuid`.
 */
export const HUB88_REWARD_CREATE_PATH = '/operator/generic/v2/freebet/rewards/create';

/** The body we send (amounts in Hub88's units, 1/100,000 THB; times ISO 8601 "YYYY-MM-DDThh:mm:ss", UTC). */
export const hub88RewardCreateBody = z.object({
  user: z.string().min(3),
  operator_id: z.number().int(),
  game_code: z.string().min(1),
  currency: z.string().min(1),
  bet_count: z.number().int().positive(),
  bet_value: z.number().int().positive(),
  start_time: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
  end_time: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
  /** The unique reference of the reward on the operator's side: the award's key. */
  operator_reference: z.string().min(1),
  /** The operator's sub-partner (brand, site), when the console names one. */
  sub_partner_id: z.string().min(1).optional(),
  /** A single-use reward from a prepaid (`prepaids/list`): its count and value are the prepaid's when it fixes them. */
  prepaid_uuid: z.string().min(1).max(64).optional(),
});
export type Hub88RewardCreateBody = z.infer<typeof hub88RewardCreateBody>;

/**
 * `prepaids/list`: the prepaids (reward templates of a game's supplier: `bet_count` rounds of `bet_value` each, in a
 * currency; a null count or value is free to choose) Hub88 offers for a game. Body `{ operator_id, game_code? }`,
 * signed like every call; the answer is an array of prepaids (extra fields accepted).
 */
export const HUB88_PREPAIDS_LIST_PATH = '/operator/generic/v2/freebet/prepaids/list';

export const hub88PrepaidsListBody = z.object({
  operator_id: z.number().int(),
  game_code: z.string().min(1).optional(),
});

const hub88Prepaid = z.looseObject({
  prepaid_uuid: z.string().min(1).max(64),
  game_code: z.string(),
  currency: z.string(),
  /** Hub88's units (1/100,000 of the currency); null: any value. */
  bet_value: z.number().int().positive().nullable(),
  /** null: any count. */
  bet_count: z.number().int().positive().nullable(),
  /** A free bonus buy: its count does not matter, its value is the bonus's worth. */
  bonus_buy: z.boolean().optional(),
});
export const hub88Prepaids = z.array(hub88Prepaid);
export type Hub88Prepaid = z.infer<typeof hub88Prepaid>;

/** The reward item Hub88 answers (extra fields accepted). */
export const hub88RewardItem = z.looseObject({
  reward_uuid: z.string().min(1).max(255),
  status: z.string(),
});

/**
 * Free bets as a reward the console sets (a quest's, ...; a campaign's rule `{ type: 'freebets' }`): one Hub88 game
 * by our code, how many, baht each, days valid from the award.
 */
export const freebetReward = z.object({
  game_code: z.string().regex(/^[a-z0-9_-]{1,100}$/),
  bet_count: z.number().int().min(1).max(1000),
  bet_value: bahtSchema.positive().max(100_000),
  valid_days: z.number().int().min(1).max(90),
  /** A Hub88 prepaid of the game (prepaids/list): the count and value it fixes win at the save. */
  prepaid_uuid: z.string().min(1).max(64).nullish(),
});

/** What a member sees of one free bet granted to them (GET /api/member/freebets). */
const memberFreebet = z.object({
  id: z.number().int(),
  campaign_name: z.string(),
  /** The game and its provider by code, as the lobby and the play page name them. */
  game_id: z.string(),
  provider_id: z.string(),
  game_name: z.string(),
  game_image: z.string(),
  bet_count: z.number().int(),
  used_count: z.number().int(),
  /** The value of each free bet. */
  bet_value: bahtSchema,
  /** Winnings credited so far. */
  won: bahtSchema,
  starts_at: isoDate,
  ends_at: isoDate,
  /**
   * ready: playable now; pending: being set up at the game's provider; used: every free bet played; expired: its
   * end passed; failed: the provider refused it (staff see why).
   */
  state: z.enum(['ready', 'pending', 'used', 'expired', 'failed']),
});
export type MemberFreebet = z.infer<typeof memberFreebet>;

export const memberFreebets = z.object({ items: z.array(memberFreebet) });
export type MemberFreebets = z.infer<typeof memberFreebets>;

/** A free bet not (yet) created at Hub88, for staff (GET /api/admin/rewards/freebets): failed or retrying. */
const adminFreebet = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_username: z.string(),
  campaign_name: z.string(),
  game_name: z.string(),
  bet_count: z.number().int(),
  bet_value: bahtSchema,
  ends_at: isoDate,
  /** failed: final until staff send it again; pending: waiting for its next attempt after an error. */
  status: z.enum(['failed', 'pending']),
  attempts: z.number().int(),
  /** Hub88's answer or the network error of the last attempt. */
  last_error: z.string(),
  created_at: isoDate,
});
export type AdminFreebet = z.infer<typeof adminFreebet>;

export const adminFreebets = z.object({ items: z.array(adminFreebet) });
export type AdminFreebets = z.infer<typeof adminFreebets>;

export const adminFreebetParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** POST /api/admin/rewards/freebets/:id/retry answers nothing but its envelope. */
export const adminFreebetRetryAnswer = z.null();

/** GET /api/admin/rewards/freebet-games?q=: the Hub88 games a reward's free bets may be given in, for the editors. */
export const freebetGamesQuery = z.object({ q: z.string().trim().max(100).default('') });

const freebetGame = z.object({
  /** Our code: what the reward's rule names. */
  code: z.string(),
  name: z.string(),
  studio: z.string(),
  /** Free bets in it are refused while its studio is disabled (the member could not open it). */
  studio_disabled: z.boolean(),
});
export const freebetGames = z.object({ items: z.array(freebetGame) });

/** GET /api/admin/rewards/freebet-prepaids?game=: Hub88's prepaids of one game in THB, for the editors' choice. */
export const freebetPrepaidsQuery = z.object({ game: z.string().regex(/^[a-z0-9_-]{1,100}$/) });

const freebetPrepaid = z.object({
  prepaid_uuid: z.string(),
  /** Fixed by the prepaid, or null: the editor's own. */
  bet_count: z.number().int().nullable(),
  bet_value: bahtSchema.nullable(),
});
export const freebetPrepaids = z.object({ items: z.array(freebetPrepaid) });
export type FreebetPrepaids = z.infer<typeof freebetPrepaids>;
export type FreebetGames = z.infer<typeof freebetGames>;
