import { z } from 'zod';

/** The agent's LINE Official Account (Messaging API channel) as the console shows it: secrets masked. */
export const officialAccountView = z.object({
  channel_id: z.string(),
  /** '••••' and the last four characters, or '' when not set. */
  channel_secret: z.string(),
  access_token: z.string(),
  /** The LINE group staff alerts go to ('' none). */
  staff_group_id: z.string(),
  /** Groups the account was invited into lately (LINE's join events), newest first: the staff group is one. */
  joined_groups: z.array(z.object({ group_id: z.string(), joined_at: z.string() })),
  /** Secret and token both set: messages are sent, the webhook answers. */
  configured: z.boolean(),
  updated_at: z.string().nullable(),
});
export type OfficialAccountView = z.infer<typeof officialAccountView>;

// Shapes only: the formats are answered with LINE_SETTINGS_INVALID in Thai. An empty secret keeps the stored one.
export const officialAccountBody = z.object({
  channel_id: z.string().trim().max(40).default(''),
  channel_secret: z.string().trim().max(100).default(''),
  access_token: z.string().trim().max(1000).default(''),
  staff_group_id: z.string().trim().max(60).default(''),
  clear: z.boolean().default(false),
});
export type OfficialAccountBody = z.infer<typeof officialAccountBody>;

/** "Test connection": the bot LINE answers for with this token, and this month's message quota and use. */
export const officialAccountTest = z.object({
  display_name: z.string(),
  basic_id: z.string(),
  quota: z.number().int().nullable(),
  used: z.number().int(),
});
export type OfficialAccountTest = z.infer<typeof officialAccountTest>;
