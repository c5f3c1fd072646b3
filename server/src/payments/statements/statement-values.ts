import { BANGKOK_OFFSET_MS, BUDDHIST_YEARS } from '@contract/thai-time';

/*
 * The values of a Thai bank statement's cells: dates as banks write them (27/11/2569, 27-11-26, 27 พ.ย. 69,
 * 2026-11-27, 27 Nov 2026) with the time in the same cell or its own, in Bangkok time; amounts with thousands
 * separators, a currency sign or word, and a sign for money out. Each answers null when it cannot read the cell:
 * the row is then refused with a Thai reason, never guessed.
 */

const THAI_MONTHS = [
  ['ม.ค.', 'มกราคม'],
  ['ก.พ.', 'กุมภาพันธ์'],
  ['มี.ค.', 'มีนาคม'],
  ['เม.ย.', 'เมษายน'],
  ['พ.ค.', 'พฤษภาคม'],
  ['มิ.ย.', 'มิถุนายน'],
  ['ก.ค.', 'กรกฎาคม'],
  ['ส.ค.', 'สิงหาคม'],
  ['ก.ย.', 'กันยายน'],
  ['ต.ค.', 'ตุลาคม'],
  ['พ.ย.', 'พฤศจิกายน'],
  ['ธ.ค.', 'ธันวาคม'],
];
const ENGLISH_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A month written in words (Thai abbreviation or name, with or without dots; English), 1..12. */
const monthOfWord = (word: string): number | null => {
  const bare = word.replace(/[.\-/,]/g, '').toLowerCase();
  const thai = THAI_MONTHS.findIndex(([short, long]) => short!.replace(/\./g, '') === bare || long === bare);
  if (thai >= 0) return thai + 1;
  const english = ENGLISH_MONTHS.indexOf(bare.slice(0, 3));
  return english >= 0 && /^[a-z]+$/.test(bare) ? english + 1 : null;
};

/** A year as written: 2569 is Buddhist era; two digits are whichever of both eras is nearer to `now`. */
const yearOf = (text: string, now: Date): number => {
  const year = Number(text);
  if (text.length <= 2) {
    const current = now.getUTCFullYear();
    const [ce, be] = [2000 + year, 2500 + year - BUDDHIST_YEARS];
    return Math.abs(ce - current) <= Math.abs(be - current) ? ce : be;
  }
  return year > 2400 ? year - BUDDHIST_YEARS : year;
};

export type DateOrder = 'dmy' | 'mdy' | 'ymd';

/** Date and time (Bangkok) of a statement line, as a UTC instant; null when unreadable or not a real day. */
export const parseStatementTime = (
  dateText: string,
  timeText: string | null,
  order: DateOrder,
  now: Date,
): Date | null => {
  // The time is at the end, after a space: "27.11.26" alone is a date, not 27:11:26.
  const text = `${dateText.trim()} ${(timeText ?? '').trim()}`.trim();
  const match = text.match(/^(.*\S)\s+(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*(?:น\.)?$/);
  const time = match ? [match[2]!, match[3]!, match[4]] : null;
  const datePart = (match ? match[1]! : text).replace(/,$/, '').trim();
  let day: number;
  let month: number | null;
  let year: number;
  if (/[^\d\s/\-.,]/.test(datePart)) {
    // 27 พ.ย. 2569, 27-Nov-26 or Nov 27, 2026: the month is a word.
    const words = datePart.match(/^(\d{1,2})\s*([^\d\s]+)\s*(\d{2,4})$/) ?? null;
    const englishFirst = datePart.match(/^([A-Za-z]+)\.?\s+(\d{1,2}),?\s+(\d{2,4})$/);
    if (words) [day, month, year] = [Number(words[1]), monthOfWord(words[2]!), yearOf(words[3]!, now)];
    else if (englishFirst)
      [day, month, year] = [
        Number(englishFirst[2]),
        monthOfWord(englishFirst[1]!),
        yearOf(englishFirst[3]!, now),
      ];
    else return null;
  } else {
    const numbers = datePart.match(/^(\d{1,4})[/\-.](\d{1,2})[/\-.](\d{1,4})$/);
    if (!numbers) return null;
    const [a, b, c] = [numbers[1]!, numbers[2]!, numbers[3]!];
    if (order === 'ymd' || a.length === 4) [year, month, day] = [yearOf(a, now), Number(b), Number(c)];
    else if (order === 'mdy') [month, day, year] = [Number(a), Number(b), yearOf(c, now)];
    else [day, month, year] = [Number(a), Number(b), yearOf(c, now)];
  }
  if (!month || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const [hours, minutes, seconds] = time
    ? [Number(time[0]), Number(time[1]), Number(time[2] ?? 0)]
    : [0, 0, 0];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0..99 as 1900..1999 (a row of 0001 became 1901).
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hours, minutes, seconds, 0);
  // 31/02 rolls into March: not a real day.
  if (wall.getUTCDate() !== day) return null;
  return new Date(wall.getTime() - BANGKOK_OFFSET_MS);
};

/**
 * An amount in satang, or null when unreadable: "1,234.50", "฿1,234.50", "1234.5 บาท", "+500.00". Money out
 * ("-500.00", "(500.00)") reads as negative. Exact: the text's digits, never a float.
 */
export const parseStatementAmount = (text: string): number | null => {
  let bare = text.replace(/฿|บาท|THB|\s/gi, '');
  let sign = 1;
  if (/^\(.*\)$/.test(bare)) [bare, sign] = [bare.slice(1, -1), -1];
  if (/^[-+]/.test(bare)) [bare, sign] = [bare.slice(1), bare[0] === '-' ? -sign : sign];
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(bare)) return null;
  const [whole, fraction = ''] = bare.replace(/,/g, '').split('.');
  const satang = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(satang) ? sign * satang : null;
};
