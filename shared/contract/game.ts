import { z } from 'zod';
import { agentCodeSchema, idString, shortText } from './common';
import { wallet } from './wallet';

/** Game categories of the catalogue; `hot` and `last` are lists built from it (the lobby cache of SPEC §3). */
export const gameCategory = z.enum(['slot', 'casino', 'fishing', 'freespin', 'sport']);
export type GameCategory = z.infer<typeof gameCategory>;
const gameListCategory = z.enum(['slot', 'casino', 'fishing', 'freespin', 'sport', 'hot', 'last']);
export type GameListCategory = z.infer<typeof gameListCategory>;
export const DEFAULT_GAME_LIST_LIMIT = 60;

/** A game as the lobbies show it. Ids are the catalogue's codes (strings), as the launch calls send them. */
export const gameItem = z.object({
  game_id: z.string(),
  name: z.string(),
  provider_id: z.string(),
  provider_name: z.string(),
  sub_provider_id: z.string(),
  category: gameCategory,
  image: z.string(),
  is_hot: z.boolean(),
  /** Published return to player in percent, null when the provider publishes none. */
  rtp: z.number().nullable(),
  /** Whether the provider offers demo play of it (a live dealer's table has none): no "ทดลองเล่น" otherwise. */
  demo: z.boolean(),
  /** 'maintenance' games are listed greyed out and cannot be launched. */
  status: z.enum(['active', 'maintenance']),
});
export type GameItem = z.infer<typeof gameItem>;

const providerItem = z.object({
  provider_id: z.string(),
  name: z.string(),
  logo: z.string(),
  status: z.enum(['active', 'maintenance']),
  /** How many of the agent's games of the asked category (or all) the provider has. */
  game_count: z.number().int(),
  sub_providers: z.array(z.object({ sub_provider_id: z.string(), name: z.string(), logo: z.string() })),
});
export type ProviderItem = z.infer<typeof providerItem>;

export const gameListQuery = z.object({
  provider: shortText.optional(),
  category: gameListCategory.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(DEFAULT_GAME_LIST_LIMIT),
  agent_code: agentCodeSchema.optional(),
});
export const gameListAnswer = z.array(gameItem);

export const gameLobbyQuery = z.object({
  category: gameCategory.optional(),
  agent_code: agentCodeSchema.optional(),
});
export const gameLobbyAnswer = z.object({
  providers: z.array(providerItem),
  hot: z.array(gameItem),
  /** The member's last played games, newest first; empty for guests. */
  last: z.array(gameItem),
});
export type GameLobby = z.infer<typeof gameLobbyAnswer>;

export const lobbyConfigQuery = z.object({ lobby_key: shortText, agent_code: agentCodeSchema.optional() });
export const lobbyConfig = z.object({
  lobby_key: z.string(),
  title: z.string(),
  /** The categories the lobby shows, in order. */
  categories: z.array(gameCategory),
  show_hot: z.boolean(),
  show_last: z.boolean(),
  show_search: z.boolean(),
});
export type LobbyConfig = z.infer<typeof lobbyConfig>;

/** The game a launch is for (SPEC §3 "Selected game"). */
const gameRef = {
  game_id: idString.min(1),
  provider_id: idString.min(1),
};

export const gameWalletsBody = z.object({ ...gameRef, sub_provider_id: idString.optional() });
export const gameWalletsAnswer = z.array(wallet);

export const gameLinkBody = z.object({
  ...gameRef,
  wallet_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)]),
  is_mobile: z.boolean().optional(),
  source: shortText.optional(),
});
export const gameDemoBody = z.object({
  ...gameRef,
  is_mobile: z.boolean().optional(),
  source: shortText.optional(),
  agent_code: agentCodeSchema.optional(),
});
export const gameLinkAnswer = z.object({ link: z.string() });

/** Baccarat formula rooms (`/sooth`): a built-in baccarat table's roads and a formula, never a prediction. */
export const baccaratOutcome = z.enum(['banker', 'player', 'tie']);
export type BaccaratOutcome = z.infer<typeof baccaratOutcome>;
const side = z.enum(['banker', 'player']);
const colour = z.enum(['red', 'blue']);
const cell = <T extends z.ZodType>(value: T) =>
  z.object({ col: z.number().int(), row: z.number().int(), value });

const soothCounts = z.object({
  hands: z.number().int(),
  banker: z.number().int(),
  player: z.number().int(),
  tie: z.number().int(),
  banker_pair: z.number().int(),
  player_pair: z.number().int(),
});

const soothFormula = z.object({
  name: z.string(),
  /** What the formula reads from the past hands; null before the first banker or player hand. */
  suggestion: side.nullable(),
  /** The formula replayed over this table's history (ties excluded: they refund banker/player bets). */
  hit_rate: z.object({ hits: z.number().int(), trials: z.number().int(), percent: z.number() }),
  /** The true probabilities of the next hand in percent, whatever the past (DOMAIN.md). */
  true_odds: z.object({ banker: z.number(), player: z.number(), tie: z.number() }),
  disclaimer: z.string(),
});

const soothTableSummary = z.object({
  table_id: z.string(),
  name: z.string(),
  counts: soothCounts,
  pattern: z.object({
    code: z.enum(['dragon', 'pingpong', 'pairs', 'none']),
    label: z.string(),
    streak: z.number(),
  }),
  /** The most recent hands, oldest first (bead plate order). */
  recent: z.array(baccaratOutcome),
  big_road: z.array(cell(z.object({ winner: side, ties: z.number().int() }))),
  formula: soothFormula,
  last_dealt_at: z.string().nullable(),
});
export type SoothTableSummary = z.infer<typeof soothTableSummary>;

export const soothDetail = soothTableSummary.extend({
  bead_plate: z.array(cell(baccaratOutcome)),
  big_eye_boy: z.array(cell(colour)),
  small_road: z.array(cell(colour)),
  cockroach_pig: z.array(cell(colour)),
  leading_ties: z.number().int(),
});
export type SoothDetail = z.infer<typeof soothDetail>;

export const soothListBody = z.object({ agent_code: agentCodeSchema.optional() }).nullish();
export const soothListAnswer = z.array(soothTableSummary);
export const soothDetailBody = z.object({ table_id: z.string().min(1).max(20) });
