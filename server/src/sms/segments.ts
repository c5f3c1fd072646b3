/**
 * How many SMS a text costs (3GPP TS 23.038 / 23.040): text entirely in the GSM 7-bit alphabet goes as 160
 * characters in one message, 153 per part when concatenated (the extension table's characters take two);
 * anything else (Thai) goes as UCS-2, 70 UTF-16 units in one message, 67 per part (a character outside the Basic
 * Multilingual Plane, an emoji, takes two units).
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€\f';

type SmsEncoding = 'gsm7' | 'ucs2';
type SegmentCount = { encoding: SmsEncoding; units: number; segments: number };

export const countSegments = (text: string): SegmentCount => {
  let gsmUnits = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) gsmUnits += 1;
    else if (GSM7_EXTENDED.includes(char)) gsmUnits += 2;
    else {
      const units = text.length;
      return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'gsm7', units: gsmUnits, segments: gsmUnits <= 160 ? 1 : Math.ceil(gsmUnits / 153) };
};
