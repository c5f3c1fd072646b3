import { bangkokDay, bangkokDayStart } from '@contract/thai-time';
import type { ShiftRange } from '../api/get-shift-report';

const HOUR = 3_600_000;

const HOURS: Record<ShiftPreset, readonly [number, number]> = {
  today: [0, 24],
  morning: [6, 14],
  afternoon: [14, 22],
  night: [-2, 6],
  yesterday: [-24, 0],
};

export type ShiftPreset = 'today' | 'morning' | 'afternoon' | 'night' | 'yesterday';

/**
 * The presets' ranges on the Bangkok day of `now`: the whole day, its three shifts (the night's began the evening
 * before) and yesterday; `to` excluded.
 */
export const presetRange = (preset: ShiftPreset, now: Date): ShiftRange => {
  const start = bangkokDayStart(bangkokDay(now)).getTime();
  const [from, to] = HOURS[preset];
  return { from: new Date(start + from * HOUR).toISOString(), to: new Date(start + to * HOUR).toISOString() };
};
