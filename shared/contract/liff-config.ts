import { z } from 'zod';

/** The LIFF apps by the name in their path (`/liff/<name>`); `default` serves `/liff` and any other name. */
export const liffAppNames = ['default', 'deposit', 'wheel', 'lotto', 'profile'] as const;
export type LiffAppName = (typeof liffAppNames)[number];

/**
 * What a LIFF page needs before `liff.init` (GET /api/liff/config): the LIFF id of each app for this agent (the
 * owner's settings in the console, else liff.config.json's; '' when neither has one: the mock SDK).
 */
export const liffClientConfig = z.object({ apps: z.record(z.enum(liffAppNames), z.string()) });
export type LiffClientConfig = z.infer<typeof liffClientConfig>;
