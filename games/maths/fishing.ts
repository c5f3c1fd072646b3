import type { Rng } from '@games/fair/rng';

/** The published return of every shot, in percent: the same whichever fish is aimed at. */
export const FISHING_RTP_PERCENT = 96;

export type Fish = { key: string; name_th: string; glyph: string; multiplier: number };

export const fishes: readonly Fish[] = [
  { key: 'shrimp', name_th: 'กุ้ง', glyph: '🦐', multiplier: 2 },
  { key: 'clownfish', name_th: 'ปลาการ์ตูน', glyph: '🐠', multiplier: 3 },
  { key: 'puffer', name_th: 'ปลาปักเป้า', glyph: '🐡', multiplier: 5 },
  { key: 'squid', name_th: 'ปลาหมึก', glyph: '🦑', multiplier: 10 },
  { key: 'turtle', name_th: 'เต่าทะเล', glyph: '🐢', multiplier: 20 },
  { key: 'shark', name_th: 'ฉลาม', glyph: '🦈', multiplier: 50 },
  { key: 'whale', name_th: 'วาฬ', glyph: '🐋', multiplier: 100 },
  { key: 'dragon', name_th: 'มังกรทะเล', glyph: '🐉', multiplier: 300 },
];

export const fishByKey = (key: string) => fishes.find((fish) => fish.key === key);

/**
 * A shot at a fish with multiplier m hits with probability RTP / m exactly (a draw in [0, 100 m) below RTP),
 * so each shot returns RTP % of its stake on average whatever the target.
 */
export const shoot = (rng: Rng, fish: Fish): boolean => rng.int(100 * fish.multiplier) < FISHING_RTP_PERCENT;

export const shotReturn = (fish: Fish, stake: number, hit: boolean) => (hit ? stake * fish.multiplier : 0);
