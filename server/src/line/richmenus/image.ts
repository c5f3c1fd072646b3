import { RICH_MENU_IMAGE_RULES as rules } from '@contract/admin/rich-menus';
import { fail } from '@server/http/app-error';

export type RichMenuImage = {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its IHDR chunk, which the format puts first (right after the 8-byte signature). */
const pngSize = (bytes: Buffer) =>
  bytes.length >= 24 && bytes.subarray(12, 16).toString('latin1') === 'IHDR'
    ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
    : null;

/**
 * A JPEG's size from its first start-of-frame segment (SOF0-SOF15 but DHT C4, JPG C8, DAC CC), walking the
 * segments from the SOI: each is FF, a marker and a two-byte length; fill bytes (FF FF) are skipped.
 */
const jpegSize = (bytes: Buffer) => {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = bytes.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
};

/**
 * The uploaded image checked on its bytes against LINE's rules (JPEG or PNG by its signature, whatever the data
 * URL says; at most 1 MB; 800-2500 px wide, at least 250 px high, width/height at least 1.45) and against the
 * layout's size (LINE takes an image of the menu's own size). Each rule refused with its own Thai message.
 */
export const checkRichMenuImage = (
  bytes: Buffer,
  layout: { width: number; height: number },
): RichMenuImage => {
  if (bytes.length > rules.maxBytes) fail('RICH_MENU_IMAGE_TOO_LARGE');
  const isPng = bytes.subarray(0, 8).equals(PNG_SIGNATURE);
  const isJpeg = bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const size = isPng ? pngSize(bytes) : isJpeg ? jpegSize(bytes) : null;
  if (!size) return fail('RICH_MENU_IMAGE_TYPE');
  const { width, height } = size;
  if (width < rules.minWidth || width > rules.maxWidth) fail('RICH_MENU_IMAGE_WIDTH');
  if (height < rules.minHeight) fail('RICH_MENU_IMAGE_HEIGHT');
  if (width / height < rules.minRatio) fail('RICH_MENU_IMAGE_RATIO');
  if (width !== layout.width || height !== layout.height)
    fail(
      'RICH_MENU_IMAGE_SIZE_MISMATCH',
      null,
      `ขนาดรูป ${width}x${height} พิกเซล ไม่ตรงกับรูปแบบเมนูที่เลือก (${layout.width}x${layout.height} พิกเซล)`,
    );
  return { bytes, mime: isPng ? 'image/png' : 'image/jpeg', width, height };
};

/** The bytes of a data URL (`data:<type>;base64,<data>`), or of plain base64; null when it is neither. */
export const bytesOfDataUrl = (value: string): Buffer | null => {
  const match = /^(?:data:[\w/+.-]*;base64,)?([A-Za-z0-9+/]*={0,2})$/.exec(value.trim());
  return match ? Buffer.from(match[1]!, 'base64') : null;
};
