import { z } from 'zod';

/** The deep-link builder: a screen of shared/contract/liff-screens.ts and its parameters. */
export const deepLinkBody = z.object({
  screen: z.string().max(40),
  params: z.record(z.string().max(40), z.string().max(100)).default({}),
});
export type DeepLinkBody = z.input<typeof deepLinkBody>;
export const deepLinkAnswer = z.object({
  /** `https://liff.line.me/{liffId}/<rest>`, or '' when liff.config.json has no id for this app yet. */
  liff_url: z.string(),
  /** Where the link lands on this site (`/liff/<name>/...`), for the preview. */
  local_path: z.string(),
  /** A PNG QR code of the link (of the local address when there is no LIFF id). */
  qr_data_url: z.string(),
});
export type DeepLinkAnswer = z.infer<typeof deepLinkAnswer>;
