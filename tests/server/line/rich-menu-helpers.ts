import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { call } from '../helpers/test-app';

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG (8-bit RGB) of this size: one colour, or noise (which does not compress: a large file). */
export const png = (width: number, height: number, { noise = false } = {}) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = width * 3 + 1;
  const pixels = noise ? randomBytes(row * height) : Buffer.alloc(row * height, 0x40);
  for (let y = 0; y < height; y += 1) pixels[y * row] = 0; // filter byte: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The head of a baseline JPEG (SOI, APP0, SOF0 with its size): what the size check reads. */
export const jpeg = (width: number, height: number) => {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
};

export const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

export const guestDraft = (overrides: Record<string, unknown> = {}) => ({
  name: 'เมนูผู้เยี่ยมชม',
  chat_bar_text: 'เมนู',
  layout: 'compact-3',
  actions: [
    { type: 'liff', screen: 'home', params: {} },
    { type: 'liff', screen: 'promotions', params: {} },
    { type: 'message', text: 'ติดต่อแอดมิน' },
  ],
  image: dataUrl(png(2500, 843)),
  ...overrides,
});

export const memberDraft = (overrides: Record<string, unknown> = {}) => ({
  name: 'เมนูสมาชิก',
  chat_bar_text: 'เมนูสมาชิก',
  layout: 'large-6',
  actions: ['deposit', 'withdraw', 'wheel', 'lotto', 'promotions']
    .map((screen) => ({
      type: 'liff',
      screen,
      params: {},
    }))
    .concat([{ type: 'message', text: 'ติดต่อแอดมิน' } as never]),
  image: dataUrl(png(2500, 1686)),
  ...overrides,
});

export const DEFAULT_LIFF = '2000000001-Home0001';
const DEPOSIT_LIFF = '2000000001-Depo0001';

/** The owner's LIFF ids (the rich menus' links are built from them). */
export const setLiffIds = async (app: FastifyInstance, token: string) => {
  const saved = await call(app, 'POST', '/api/admin/line/settings', {
    token,
    body: { channel_id: '', liff_apps: { default: DEFAULT_LIFF, deposit: DEPOSIT_LIFF } },
  });
  if (saved.error !== 0) throw new Error(saved.message);
};

export const saveDraft = (app: FastifyInstance, token: string, kind: string, body: object) =>
  call(app, 'POST', `/api/admin/line/rich-menus/${kind}`, { token, body });
export const publish = (app: FastifyInstance, token: string, kind: string) =>
  call(app, 'POST', `/api/admin/line/rich-menus/${kind}/publish`, { token });
export const rollback = (app: FastifyInstance, token: string, kind: string) =>
  call(app, 'POST', `/api/admin/line/rich-menus/${kind}/rollback`, { token });
