import { randomUUID } from 'node:crypto';

/**
 * The rich-menu half of the Messaging API stand-in (line-messaging-stand-in.ts mounts it), from LINE's reference
 * (developers.line.biz/en/reference/messaging-api/#rich-menu): create (size 2500x1686/2500x843/1200x810/1200x405/
 * 800x540/800x270 and areas within it), the image once per menu on the data host (JPEG or PNG, 800-2500 px wide,
 * at least 250 px high, width/height >= 1.45, at most 1 MB; 400 otherwise), set as default only with an image, link
 * per user, unlink, bulk link, list, delete.
 */
type RichMenu = {
  richMenuId: string;
  body: Record<string, unknown>;
  image?: { type: string; bytes: number };
};

/** One call as the stand-in read it: the JSON body, or the raw bytes and their content type for an image. */
type RichMenuRequest = {
  method: string;
  path: string;
  json: Record<string, unknown>;
  raw: Buffer;
  type: string;
};

/** What the stand-in answers: a status and a JSON body. */
type Reply = { status: number; body: unknown };

const MENU_SIZES = ['2500x1686', '2500x843', '1200x810', '1200x405', '800x540', '800x270'];

/** Width and height of a PNG (IHDR) or a baseline/progressive JPEG (SOF0-SOF2), else null. */
const imageSizeOf = (bytes: Buffer, type: string): { width: number; height: number } | null => {
  if (type === 'image/png' && bytes.subarray(1, 4).toString('latin1') === 'PNG' && bytes.length > 24) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (type === 'image/jpeg' && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1]!;
      const length = bytes.readUInt16BE(at + 2);
      if (marker >= 0xc0 && marker <= 0xc2)
        return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      at += 2 + length;
    }
  }
  return null;
};

/** The channel's rich menus, who is linked to which, and the answers to the rich-menu paths. */
export const createRichMenus = () => {
  const menus = new Map<string, RichMenu>();
  const userMenus = new Map<string, string>();
  let defaultMenu: string | null = null;

  const reply = (status: number, body: unknown): Reply => ({ status, body });
  const notFound = reply(404, { message: 'Not found' });
  const noImage = reply(400, { message: 'must upload richmenu image before applying it to user' });

  /** The answer to a rich-menu call, or null when the path is not a rich-menu one. */
  const answer = ({ method, path, json, raw, type }: RichMenuRequest): Reply | null => {
    if (method === 'POST' && (path === '/v2/bot/richmenu' || path === '/v2/bot/richmenu/validate')) {
      const size = json.size as { width?: number; height?: number } | undefined;
      const areas = json.areas as
        { bounds?: { x: number; y: number; width: number; height: number } }[] | undefined;
      const okSize = size && MENU_SIZES.includes(`${size.width}x${size.height}`);
      const okAreas =
        Array.isArray(areas) &&
        areas.length >= 1 &&
        areas.length <= 20 &&
        areas.every(
          (area) =>
            area.bounds &&
            area.bounds.x >= 0 &&
            area.bounds.y >= 0 &&
            area.bounds.x + area.bounds.width <= size!.width! &&
            area.bounds.y + area.bounds.height <= size!.height!,
        );
      const okText =
        typeof json.chatBarText === 'string' &&
        json.chatBarText.length <= 14 &&
        typeof json.name === 'string' &&
        json.name.length <= 300;
      if (!okSize || !okAreas || !okText)
        return reply(400, { message: 'A message (messages[0]) in the request body is invalid' });
      if (path.endsWith('/validate')) return reply(200, {});
      const richMenuId = `richmenu-${randomUUID().replaceAll('-', '')}`;
      menus.set(richMenuId, { richMenuId, body: json });
      return reply(200, { richMenuId });
    }
    const content = path.match(/^\/v2\/bot\/richmenu\/(richmenu-[0-9a-f]{32})\/content$/);
    if (method === 'POST' && content) {
      const menu = menus.get(content[1]!);
      if (!menu) return notFound;
      if (menu.image) return reply(400, { message: 'An image has already been uploaded to the richmenu' });
      const size = imageSizeOf(raw, type);
      const menuSize = menu.body.size as { width: number; height: number };
      if (
        !size ||
        raw.length > 1_048_576 ||
        size.width !== menuSize.width ||
        size.height !== menuSize.height
      ) {
        return reply(400, { message: 'Invalid image' });
      }
      menu.image = { type, bytes: raw.length };
      return reply(200, {});
    }
    if (method === 'GET' && path === '/v2/bot/richmenu/list') {
      return reply(200, {
        richmenus: [...menus.values()].map((menu) => ({ richMenuId: menu.richMenuId, ...menu.body })),
      });
    }
    const menuPath = path.match(/^\/v2\/bot\/richmenu\/(richmenu-[0-9a-f]{32})$/);
    if (menuPath && method === 'DELETE') {
      if (!menus.delete(menuPath[1]!)) return notFound;
      if (defaultMenu === menuPath[1]) defaultMenu = null;
      for (const [user, menu] of userMenus) if (menu === menuPath[1]) userMenus.delete(user);
      return reply(200, {});
    }
    if (menuPath && method === 'GET') {
      const menu = menus.get(menuPath[1]!);
      return menu ? reply(200, { richMenuId: menu.richMenuId, ...menu.body }) : notFound;
    }
    const setDefault = path.match(/^\/v2\/bot\/user\/all\/richmenu\/(richmenu-[0-9a-f]{32})$/);
    if (method === 'POST' && setDefault) {
      const menu = menus.get(setDefault[1]!);
      if (!menu) return notFound;
      if (!menu.image) return noImage;
      defaultMenu = menu.richMenuId;
      return reply(200, {});
    }
    if (path === '/v2/bot/user/all/richmenu') {
      if (method === 'GET') return defaultMenu ? reply(200, { richMenuId: defaultMenu }) : notFound;
      if (method === 'DELETE') {
        defaultMenu = null;
        return reply(200, {});
      }
    }
    const link = path.match(/^\/v2\/bot\/user\/(U[0-9a-f]{32})\/richmenu(?:\/(richmenu-[0-9a-f]{32}))?$/);
    if (link && method === 'POST' && link[2]) {
      const menu = menus.get(link[2]);
      if (!menu) return notFound;
      if (!menu.image) return noImage;
      userMenus.set(link[1]!, menu.richMenuId);
      return reply(200, {});
    }
    if (link && method === 'DELETE' && !link[2]) {
      userMenus.delete(link[1]!);
      return reply(200, {});
    }
    if (link && method === 'GET' && !link[2]) {
      const menu = userMenus.get(link[1]!) ?? defaultMenu;
      return menu ? reply(200, { richMenuId: menu }) : reply(404, { message: 'the user has no richmenu' });
    }
    if (
      method === 'POST' &&
      (path === '/v2/bot/richmenu/bulk/link' || path === '/v2/bot/richmenu/bulk/unlink')
    ) {
      const users = json.userIds;
      if (!Array.isArray(users) || users.length < 1 || users.length > 500)
        return reply(400, { message: 'userIds: 1 to 500' });
      for (const user of users as string[]) {
        if (path.endsWith('/link')) {
          const menu = menus.get(String(json.richMenuId));
          if (!menu?.image) return noImage;
          userMenus.set(user, menu.richMenuId);
        } else userMenus.delete(user);
      }
      return reply(202, {});
    }
    return null;
  };

  return { menus, userMenus, defaultMenu: () => defaultMenu, answer };
};
