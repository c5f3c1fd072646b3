import { z } from 'zod';
import { liffAppNames } from '../liff-config';

/** A LIFF id as the LINE Developers console shows it: the channel id, a dash, eight letters or digits. */
export const LIFF_ID_PATTERN = /^\d{10}-[A-Za-z0-9]{8}$/;

/**
 * The agent's LINE settings. Each value as stored (`''` = not set: the built-in default applies), and the value
 * in effect (`effective_*`: what the LIFF pages, the LINE login and the deep links use).
 */
export const lineSettings = z.object({
  channel_id: z.string(),
  liff_apps: z.record(z.enum(liffAppNames), z.string()),
  effective_channel_id: z.string(),
  effective_liff_apps: z.record(z.enum(liffAppNames), z.string()),
  updated_at: z.string().nullable(),
});
export type LineSettings = z.infer<typeof lineSettings>;

// Shapes only: the formats are answered with LINE_SETTINGS_INVALID in Thai.
export const lineSettingsBody = z.object({
  channel_id: z.string().trim().max(40).default(''),
  liff_apps: z.partialRecord(z.enum(liffAppNames), z.string().trim().max(60)).default({}),
});
export type LineSettingsBody = z.infer<typeof lineSettingsBody>;
