import { describe, expect, it } from 'vitest';
import catalogue from '@games/catalogue.json';

/**
 * Every member-facing text is Thai (STYLE.md, issue 27): the strings modules of the features, the apps and the
 * game pages' frame, and the names the game catalogue gives members. A Latin word passes only as a brand or an
 * abbreviation members read as such (LINE, OTP, QR, RTP...) or, for a technical term of the fairness checks,
 * in brackets right after its Thai name ("ค่าสุ่มของระบบ (server seed)").
 */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '/shared/features/*/strings.ts',
    '/shared/ui/strings.ts',
    '/shared/lib/strings.ts',
    '/web-app/src/app/strings.ts',
    '/liff-app/src/app/strings.ts',
    '/games/pages/common/strings.ts',
  ],
  { eager: true },
);

const ALLOWED = /\b(LINE|OTP|SMS|QR Code|QR|RTP|SHA-256|ID|Telegram|THB)\b/g;
/** "ไทย (server seed)": a technical term in brackets after its Thai name (not any English in brackets). */
const GLOSS =
  /([\u0E00-\u0E7F%)]\s?)\((server seed|client seed|nonce|provably fair|margin|RTP|WebCrypto|Ref)\)/g;

const englishIn = (text: string) =>
  text
    .replace(GLOSS, '$1')
    .replace(ALLOWED, '')
    .replace(/undefined|NaN|null|\[object Object\]/g, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

/** Every text a module can show: its strings, and what its text functions give for a few arguments. */
const textsOf = (value: unknown, at: string, out: [string, string][]) => {
  if (typeof value === 'string') out.push([at, value]);
  else if (typeof value === 'function') {
    for (const arg of [1, 'ก']) {
      try {
        textsOf((value as (...args: unknown[]) => unknown)(...Array(value.length).fill(arg)), at, out);
      } catch {
        // A text function that needs an object: its own feature's tests render it.
      }
    }
  } else if (Array.isArray(value)) value.forEach((item, i) => textsOf(item, `${at}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) textsOf(item, `${at}.${key}`, out);
};

describe('member-facing text', () => {
  it('is Thai in every strings module', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(15);
    const texts: [string, string][] = [];
    for (const [file, module] of Object.entries(modules)) textsOf(module, file, texts);
    const english = texts
      .map(([at, text]) => [at, text, englishIn(text)] as const)
      .filter(([, , words]) => words.length > 0)
      .map(([at, text]) => `${at}: ${text}`);
    expect(english).toEqual([]);
  });

  it('is Thai in the names the game catalogue gives members', () => {
    const names = [catalogue.provider.name_th, ...catalogue.games.map((game) => game.name_th)];
    expect(names.filter((name) => englishIn(name).length > 0)).toEqual([]);
  });
});
