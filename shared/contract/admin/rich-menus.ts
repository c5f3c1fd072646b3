import { z } from 'zod';

/**
 * LINE rich menus in the console (issue 29): one draft per kind (the guest menu every follower sees by default,
 * the member menu linked to each member's LINE user), published to LINE and rolled back.
 */
export const richMenuKinds = ['guest', 'member'] as const;
export type RichMenuKind = (typeof richMenuKinds)[number];

/** LINE's rules for a rich menu image (Messaging API reference, "Upload rich menu image"). */
export const RICH_MENU_IMAGE_RULES = {
  types: ['image/jpeg', 'image/png'],
  maxBytes: 1_048_576,
  minWidth: 800,
  maxWidth: 2500,
  minHeight: 250,
  minRatio: 1.45,
} as const;

type Bounds = { x: number; y: number; width: number; height: number };

/** A grid of `columns` x `rows` tappable areas over the whole menu; the last column and row take the remainder. */
const grid = (width: number, height: number, columns: number, rows: number): Bounds[] => {
  const areas: Bounds[] = [];
  const w = Math.floor(width / columns);
  const h = Math.floor(height / rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      areas.push({
        x: column * w,
        y: row * h,
        width: column === columns - 1 ? width - column * w : w,
        height: row === rows - 1 ? height - row * h : h,
      });
    }
  }
  return areas;
};

/** The layouts offered: sizes LINE accepts (2500x1686, 2500x843, 1200x810, 1200x405, 800x540, 800x270). */
export const richMenuLayouts = {
  'large-6': { label: 'ใหญ่ 6 ช่อง (2500x1686)', width: 2500, height: 1686, areas: grid(2500, 1686, 3, 2) },
  'large-4': { label: 'ใหญ่ 4 ช่อง (2500x1686)', width: 2500, height: 1686, areas: grid(2500, 1686, 2, 2) },
  'compact-3': { label: 'เตี้ย 3 ช่อง (2500x843)', width: 2500, height: 843, areas: grid(2500, 843, 3, 1) },
  'compact-2': { label: 'เตี้ย 2 ช่อง (2500x843)', width: 2500, height: 843, areas: grid(2500, 843, 2, 1) },
  'medium-6': { label: 'กลาง 6 ช่อง (1200x810)', width: 1200, height: 810, areas: grid(1200, 810, 3, 2) },
  'medium-3': { label: 'กลางเตี้ย 3 ช่อง (1200x405)', width: 1200, height: 405, areas: grid(1200, 405, 3, 1) },
  'small-6': { label: 'เล็ก 6 ช่อง (800x540)', width: 800, height: 540, areas: grid(800, 540, 3, 2) },
  'small-3': { label: 'เล็กเตี้ย 3 ช่อง (800x270)', width: 800, height: 270, areas: grid(800, 270, 3, 1) },
} as const satisfies Record<string, { label: string; width: number; height: number; areas: Bounds[] }>;
export type RichMenuLayout = keyof typeof richMenuLayouts;
const layoutNames = Object.keys(richMenuLayouts) as [RichMenuLayout, ...RichMenuLayout[]];

/** What tapping an area does: open a LIFF screen (shared/contract/liff-screens.ts) or send a message as the user. */
const richMenuAction = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('liff'),
    screen: z.string().max(40),
    params: z.record(z.string().max(40), z.string().max(100)).default({}),
  }),
  z.object({ type: z.literal('message'), text: z.string().trim().min(1).max(300) }),
]);
export type RichMenuAction = z.infer<typeof richMenuAction>;

export const richMenuBody = z.object({
  /** For staff only (LINE shows it to nobody). */
  name: z.string().trim().min(1).max(100),
  /** The chat bar's text under the menu (LINE: at most 14 characters). */
  chat_bar_text: z.string().trim().min(1).max(14),
  layout: z.enum(layoutNames),
  /** One action per area of the layout, in the layout's order. */
  actions: z.array(richMenuAction).min(1).max(20),
  /** A new image as a data URL (`data:image/png;base64,...`); left out keeps the stored one. */
  image: z.string().max(2_800_000).optional(),
});
export type RichMenuBody = z.infer<typeof richMenuBody>;

const imageInfo = z.object({
  mime: z.enum(RICH_MENU_IMAGE_RULES.types),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

export const richMenuDraft = z.object({
  kind: z.enum(richMenuKinds),
  name: z.string(),
  chat_bar_text: z.string(),
  layout: z.enum(layoutNames),
  actions: z.array(richMenuAction),
  image: imageInfo.nullable(),
  /** The image itself (only when one draft is read). */
  image_data_url: z.string().nullable(),
  /** Bumped by every save: a publication names the version it published. */
  version: z.number().int(),
  updated_at: z.string(),
});
export type RichMenuDraft = z.infer<typeof richMenuDraft>;

const richMenuPublicationStatuses = ['creating', 'live', 'superseded', 'rolled_back', 'abandoned'] as const;
export const richMenuPublication = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(richMenuPublicationStatuses),
  /** LINE's id of the menu ('' before LINE created it). */
  line_rich_menu_id: z.string(),
  image_uploaded: z.boolean(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  rolled_back_at: z.string().nullable(),
  created_by: z.string(),
});
export type RichMenuPublication = z.infer<typeof richMenuPublication>;

/** A kind as the list shows it: its draft (without the image), what LINE shows now, and the last publications. */
const richMenuState = z.object({
  kind: z.enum(richMenuKinds),
  draft: richMenuDraft.nullable(),
  live: richMenuPublication.nullable(),
  /** A publication that stopped midway (a second click completes or cleans it up). */
  pending: richMenuPublication.nullable(),
  /** What a rollback would bring back. */
  previous: richMenuPublication.nullable(),
  history: z.array(richMenuPublication),
});
export type RichMenuState = z.infer<typeof richMenuState>;
export const richMenuList = z.array(richMenuState);

export const richMenuKindParams = z.object({ kind: z.enum(richMenuKinds) });

/** A new draft's starting point: the guest menu of the issue (register, promotions, contact) and the member's. */
export const richMenuStarters: Record<RichMenuKind, { layout: RichMenuLayout; actions: RichMenuAction[] }> = {
  guest: {
    layout: 'compact-3',
    actions: [
      { type: 'liff', screen: 'home', params: {} },
      { type: 'liff', screen: 'promotions', params: {} },
      { type: 'message', text: 'ติดต่อแอดมิน' },
    ],
  },
  member: {
    layout: 'large-6',
    actions: [
      { type: 'liff', screen: 'deposit', params: {} },
      { type: 'liff', screen: 'withdraw', params: {} },
      { type: 'liff', screen: 'wheel', params: {} },
      { type: 'liff', screen: 'lotto', params: {} },
      { type: 'liff', screen: 'promotions', params: {} },
      { type: 'message', text: 'ติดต่อแอดมิน' },
    ],
  },
};
