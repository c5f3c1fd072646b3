import { z } from 'zod';

/**
 * A link the member site may open: https only, or a path of the site itself (`/promotion`), never `//host`
 * (which a browser reads as another site) nor javascript:, data:, http:.
 */
export const isSafeLink = (value: string) => {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
};

const linkMessage = 'ลิงก์ต้องขึ้นต้นด้วย https:// หรือเป็นที่อยู่ในเว็บไซต์ที่ขึ้นต้นด้วย /';
/** An optional link: empty, or safe. */
export const optionalLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || isSafeLink(v), linkMessage);
/** An image: an https URL or a path of the site (`/images/banner-1.webp`). */
export const imageLink = z.string().trim().min(1).max(500).refine(isSafeLink, linkMessage);
const optionalImage = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || isSafeLink(v), linkMessage);

const title = (max: number) => z.string().trim().max(max);
const common = { sort: z.number().int().min(-1000).max(1000).default(0), active: z.boolean().default(true) };
const rowId = { id: z.number().int() };

export const agentSettings = z.object({
  name: z.string().trim().min(1).max(100),
  logo: optionalImage,
  line_contact_url: optionalLink,
  line_admin_url: optionalLink,
  telegram_contact_url: optionalLink,
});
export type AgentSettings = z.infer<typeof agentSettings>;

/** Who sees a banner: guests (no session), logged-in members, or everyone (migration 1070). */
export const bannerAudiences = ['guests', 'members', 'everyone'] as const;
const bannerInput = z.object({
  image: imageLink,
  link: optionalLink.default(''),
  title: title(100).default(''),
  audience: z.enum(bannerAudiences).default('everyone'),
  ...common,
});
const notificationInput = z.object({
  type: z.number().int().min(1).max(2).default(1),
  image: optionalImage.default(''),
  link: optionalLink.default(''),
  title: title(120).min(1),
  description: title(2000).default(''),
  /** A marketing announcement (a promotion, a campaign) is not shown to a member in a time-out or exclusion. */
  marketing: z.boolean().default(false),
  ...common,
});
/** An event's schedule bound in: an instant (ISO, with its offset), or empty/none for no bound. */
const scheduleBound = z
  .union([
    z.literal('').transform(() => null),
    z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'วันเวลาไม่ถูกต้อง เช่น 2026-12-01T18:00:00+07:00'),
    z.null(),
  ])
  .default(null);
/** An event of the event dialog: where its image leads (e.g. /poll/1) and when it runs (none: always). */
const eventInput = z.object({
  image: imageLink,
  title: title(100).default(''),
  link: optionalLink.default(''),
  starts_at: scheduleBound,
  ends_at: scheduleBound,
  ...common,
});
const bankAccountInput = z.object({
  /** The bank's code from GET /api/banks (the console's picker), or its Thai name: the server stores the code. */
  bank_code: z.string().trim().min(1).max(60),
  account_number: z
    .string()
    .trim()
    .regex(/^\d{10,15}$/, 'เลขบัญชีต้องเป็นตัวเลข 10-15 หลัก'),
  account_name: title(100).min(1),
  ...common,
});
const trueMoneyInput = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^0\d{9}$/, 'เบอร์ทรูมันนี่ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0'),
  account_name: title(100).min(1),
  ...common,
});

/** The lists the content page edits, each one table of the agent; `active` false hides a row from members. */
export const contentInputs = {
  banners: bannerInput,
  notifications: notificationInput,
  events: eventInput,
  bank_accounts: bankAccountInput,
  truemoney_accounts: trueMoneyInput,
} as const;
export type ContentKind = keyof typeof contentInputs;
export const contentKinds = Object.keys(contentInputs) as ContentKind[];

export const contentRows = {
  banners: bannerInput.extend(rowId),
  notifications: notificationInput.extend(rowId),
  // The schedule reads back as ISO text (server/src/agents/admin/content-lists.ts turns dates into it).
  events: eventInput.extend({ ...rowId, starts_at: z.string().nullable(), ends_at: z.string().nullable() }),
  bank_accounts: bankAccountInput.extend(rowId),
  truemoney_accounts: trueMoneyInput.extend(rowId),
} as const;
export type ContentRow<K extends ContentKind> = z.infer<(typeof contentRows)[K]>;

export const contentIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const channelRow = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  /** Baht. */
  min: z.number(),
  max: z.number(),
  available: z.boolean(),
  unavailable_reason: z.string(),
  /** False while the channel has the platform's default values (an edit keeps its id, issue 28). */
  own: z.boolean(),
});
export type ChannelRowAdmin = z.infer<typeof channelRow>;

export const channelInput = z.object({
  min: z.number().positive().max(10_000_000),
  max: z.number().positive().max(10_000_000),
  available: z.boolean(),
  /** Thai, shown to members while the channel is closed; required then. */
  unavailable_reason: z.string().trim().max(200).default(''),
});
export type ChannelInput = z.input<typeof channelInput>;
