import { z } from 'zod';

/**
 * Hub88's Games API as the Operator API documentation describes it (server/src/games/hub88/README.md, "Games API"):
 * we POST JSON signed RSA-SHA256 (base64, `X-Hub88-Signature`) with our private key to Hub88's address.
 */
export const HUB88_GAME_LIST_PATH = '/operator/generic/v2/game/list';
export const HUB88_GAME_URL_PATH = '/operator/generic/v2/game/url';

/** The documentation's demo currency: a demo launch passes it and may omit user and token. */
export const HUB88_DEMO_CURRENCY = 'XXX';

/** POST /operator/generic/v2/game/url: the fields the documentation lists. */
export type Hub88GameUrlRequest = {
  user?: string;
  token?: string;
  sub_partner_id?: string;
  /** The layout: desktop or mobile (a game's `platforms` in the list name the same values). */
  platform: 'GPL_DESKTOP' | 'GPL_MOBILE';
  operator_id: number;
  meta: Record<string, unknown>;
  lobby_url: string;
  lang: string;
  ip: string;
  game_code: string;
  deposit_url: string;
  currency: string;
  country: string;
};
export const hub88GameUrlAnswer = z.object({ url: z.string().url() });

const nullableText = z.string().nullish();
/**
 * One game of the list. Required: what the import cannot do without; the rest may be absent or null (the
 * documentation's types: rtp and hit_ratio strings, volatility and paylines numbers, lists of strings).
 */
export const hub88ListedGame = z.looseObject({
  game_code: z.string().min(1).max(200),
  name: z.string().min(1).max(200),
  product: z.string().min(1).max(100),
  enabled: z.boolean(),
  category: nullableText,
  url_thumb: nullableText,
  url_background: nullableText,
  platforms: z.array(z.string()).nullish(),
  freebet_support: z.boolean().nullish(),
  demo_game_support: z.boolean().nullish(),
  blocked_countries: z.array(z.string()).nullish(),
  release_date: nullableText,
  rtp: z.union([z.string(), z.number()]).nullish(),
  volatility: z.number().nullish(),
  features: z.array(z.string()).nullish(),
});
export type Hub88ListedGame = z.infer<typeof hub88ListedGame>;

/** The console's Hub88 Games API section: where we call Hub88 and the last import. */
export const hub88ImportRecord = z.object({
  id: z.number(),
  trigger: z.enum(['daily', 'manual', 'demo']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  listed: z.number(),
  created: z.number(),
  updated: z.number(),
  disabled: z.number(),
  thumbnails: z.number(),
  errors: z.array(z.string()),
});
export type Hub88ImportRecord = z.infer<typeof hub88ImportRecord>;

export const hub88GamesApiSettings = z.object({
  api_url: z.string(),
  operator_id: z.number().nullable(),
  sub_partner_id: z.string(),
  importing: z.boolean(),
  last_import: hub88ImportRecord.nullable(),
});
export type Hub88GamesApiSettings = z.infer<typeof hub88GamesApiSettings>;

export const hub88GamesApiInput = z.object({
  api_url: z
    .string()
    .trim()
    .max(300)
    .regex(/^https?:\/\/\S+$/, 'ที่อยู่ API ต้องขึ้นต้นด้วย https:// หรือ http://')
    .transform((url) => url.replace(/\/+$/, '')),
  operator_id: z.coerce.number().int().positive().max(2_147_483_647),
  sub_partner_id: z.string().trim().max(100).default(''),
});
export type Hub88GamesApiInput = z.infer<typeof hub88GamesApiInput>;
