import { z } from 'zod';

/**
 * LINE broadcasts (issue 29): the console composes a message (text, an image, a Flex card whose button is a deep
 * link), picks an audience and sends it now or at a time; the LIFF app reports each member's first open of a
 * broadcast's link. Shapes only: the rules (an https image, a known screen, a future time) answer in Thai.
 */

const days = z.number().int().min(1).max(3650);

/** Who receives it, always among members who follow the official account and are not excluded. */
export const broadcastSegment = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('deposited_within'), days }),
  z.object({ kind: z.literal('inactive'), days }),
  z.object({ kind: z.literal('never_deposited') }),
  z.object({ kind: z.literal('vip'), level: z.number().int().min(0).max(2) }),
  z.object({
    kind: z.literal('promotion'),
    campaign_id: z
      .number()
      .int()
      .min(1)
      .max(2 ** 53 - 1),
  }),
]);
export type BroadcastSegment = z.infer<typeof broadcastSegment>;

/** A Flex card: a title, a line of text, an optional picture, and one button opening a LIFF screen. */
const broadcastCard = z.object({
  title: z.string().trim().min(1).max(80),
  text: z.string().trim().max(500).default(''),
  image_url: z.string().trim().max(1000).default(''),
  button_label: z.string().trim().min(1).max(20),
  /** A screen of shared/contract/liff-screens.ts and its parameters (the deep-link builder's choice). */
  screen: z.string().max(40),
  params: z.record(z.string().max(40), z.string().max(100)).default({}),
});

export const broadcastBody = z.object({
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().max(5000).default(''),
  image_url: z.string().trim().max(1000).default(''),
  card: broadcastCard.nullable().default(null),
  segment: broadcastSegment,
  /** Deposits credited within this many hours after a member's first open count for the broadcast. */
  attribution_hours: z.number().int().min(1).max(168).default(24),
});
export type BroadcastBody = z.input<typeof broadcastBody>;

/** Send now (`scheduled_at` null) or at a time. */
export const broadcastSendBody = z.object({
  scheduled_at: z.string().max(40).datetime({ offset: true }).nullable().default(null),
});
export type BroadcastSendBody = z.input<typeof broadcastSendBody>;

const broadcastStatuses = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type BroadcastStatus = (typeof broadcastStatuses)[number];

/** This month's message quota as LINE reports it: `limit` null when the plan has none. */
const messageQuota = z.object({
  limit: z.number().int().nullable(),
  used: z.number().int(),
  left: z.number().int().nullable(),
});

/** How many members the segment reaches now, and the quota beside it. */
export const broadcastAudience = z.object({
  audience: z.number().int(),
  /** Null when LINE could not be asked (not set up, or LINE did not answer). */
  quota: messageQuota.nullable(),
});
export type BroadcastAudience = z.infer<typeof broadcastAudience>;

export const broadcastView = z.object({
  id: z.number().int(),
  title: z.string(),
  campaign: z.string(),
  text: z.string(),
  image_url: z.string(),
  card: broadcastCard.nullable(),
  /** The card's button link, campaign included ('' without a card). */
  link: z.string(),
  segment: broadcastSegment,
  status: z.enum(broadcastStatuses),
  /** Why a scheduled broadcast was not sent (the quota, an empty audience), in Thai. */
  failure: z.string(),
  scheduled_at: z.string().nullable(),
  attribution_hours: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  /** Members chosen when the send started. */
  sent: z.number().int(),
  /** Recipients of the batches LINE accepted. */
  delivered: z.number().int(),
  /** Members who opened the link (first open each). */
  opened: z.number().int(),
  /** Members with a deposit credited within `attribution_hours` after their first open, and its total (baht). */
  deposited: z.number().int(),
  deposit_amount: z.number(),
});
export type BroadcastView = z.infer<typeof broadcastView>;

export const broadcastList = z.object({ broadcasts: z.array(broadcastView) });
export type BroadcastList = z.infer<typeof broadcastList>;

/** The staff member's own LINE user id, for test sends. */
export const staffLine = z.object({ line_user_id: z.string().max(40) });
export type StaffLine = z.infer<typeof staffLine>;

/** The LIFF app's report of an open: the campaign code from the link's path. */
export const broadcastOpenBody = z.object({ campaign: z.string().max(40) });
export const broadcastOpenAnswer = z.object({ counted: z.boolean() });
export type BroadcastOpenAnswer = z.infer<typeof broadcastOpenAnswer>;

/** The LIFF path a broadcast link opens: /liff/b/<campaign>/<screen path>, the campaign kept in the path. */
export const BROADCAST_LIFF_SEGMENT = 'b';
export const CAMPAIGN_PATTERN = /^[A-Za-z0-9]{10}$/;
