import { createHash } from 'node:crypto';
import type { GameCategory } from '@contract/game';
import { hub88ListedGame, type Hub88ListedGame } from '@contract/games/hub88-games';

/**
 * Hub88's category (free text in the game list: "Video Slots", "Live Dealer", "Table Games", ...) to ours. Read
 * lower-cased, first rule that matches wins (README.md, "Categories"):
 * fishing/shooting -> fishing; sport/virtual -> sport; live, table, baccarat, roulette, blackjack, poker, dragon
 * tiger, sic bo, game show, dice -> casino; anything else (video slots, jackpot slots, crash, scratch cards,
 * instant win, arcade, none) -> slot.
 */
const categoryRules: [RegExp, GameCategory][] = [
  [/fish|shoot/, 'fishing'],
  [/sport|virtual/, 'sport'],
  [/live|table|baccarat|roulette|blackjack|poker|dragon|sic ?bo|show|dice|casino/, 'casino'],
];
export const categoryOf = (hub88Category: string | null | undefined): GameCategory => {
  const text = (hub88Category ?? '').toLowerCase();
  return categoryRules.find(([rule]) => rule.test(text))?.[1] ?? 'slot';
};

const slugOf = (text: string, max = 60) => {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max);
  const exact = slug === text;
  const suffix = createHash('sha1').update(text).digest('hex').slice(0, 8);
  return exact && slug ? slug : `${slug || 'x'}-${suffix}`;
};

/**
 * Our code for a name Hub88 gives (`games.code`, `game_sub_providers.code`): `^[a-z0-9_-]{1,100}$`. A studio's is
 * its name's slug ("PG Soft" -> pg-soft); a game's keeps a hash when the slug is not Hub88's code itself, so two
 * codes that differ only where the slug drops characters never share one.
 */
export const studioCodeOf = (product: string) =>
  product
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || slugOf(product);

/** `hub88-<slug of game_code>`: outside the built-in provider's codes. */
export const gameCodeOf = (hub88GameCode: string) => `hub88-${slugOf(hub88GameCode, 90)}`;

/** RTP in percent with at most three decimals (numeric(6,3)), or null when absent or not a percentage. */
export const rtpOf = (rtp: Hub88ListedGame['rtp']) => {
  const value = typeof rtp === 'number' ? rtp : Number.parseFloat(rtp ?? '');
  return Number.isFinite(value) && value > 0 && value <= 100 ? Math.round(value * 1000) / 1000 : null;
};

/** `release_date` as a date, or null (Hub88 gives ISO dates; anything else is left out). */
export const releasedOf = (date: string | null | undefined) => {
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(date ?? '')?.[1];
  return day && !Number.isNaN(Date.parse(day)) ? day : null;
};

type ParsedList = { games: Hub88ListedGame[]; skipped: string[] };

/**
 * The list's entries that are games we can import; the rest are named in the import's errors (a game without
 * code, name or studio). A game_code listed twice counts once (the first).
 */
export const parseGameList = (answer: unknown): ParsedList => {
  if (!Array.isArray(answer)) throw new Error('the game list is not an array');
  const games: Hub88ListedGame[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (const [index, entry] of answer.entries()) {
    const parsed = hub88ListedGame.safeParse(entry);
    if (!parsed.success) {
      const code = (entry as { game_code?: unknown } | null)?.game_code;
      skipped.push(`รายการที่ ${index + 1} (${typeof code === 'string' ? code : 'ไม่มี game_code'}): ข้อมูลไม่ครบ`);
      continue;
    }
    if (seen.has(parsed.data.game_code)) continue;
    seen.add(parsed.data.game_code);
    games.push(parsed.data);
  }
  return { games, skipped };
};
