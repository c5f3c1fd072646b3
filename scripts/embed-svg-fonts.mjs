// Puts the Prompt glyphs each demo SVG needs inside the SVG itself. An SVG shown through <img> (banners, notices,
// the logo) cannot use the page's fonts, so its Thai text fell back to whatever font the phone had. Each file gets
// an @font-face per weight it uses, as a data: URI of a subset of Prompt holding only its own characters (a few KB;
// the site's CSP allows data: fonts and inline styles). Run again after editing a text: it replaces its own block.
//   node scripts/embed-svg-fonts.mjs
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import subsetFont from 'subset-font';

const dir = 'web-app/public/demo';
const fontFile = (subset, weight) =>
  readFileSync(`node_modules/@fontsource/prompt/files/prompt-${subset}-${weight}-normal.woff2`);
// The unicode ranges of @fontsource/prompt's two subsets the texts use.
const subsets = { thai: 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC', latin: 'U+0000-00FF' };
const inRange = (char, ranges) =>
  ranges.split(',').some((range) => {
    const [from, to = from] = range.replace('U+', '').split('-');
    const code = char.codePointAt(0);
    return code >= parseInt(from, 16) && code <= parseInt(to, 16);
  });

const marker = /<style id="embedded-fonts">[\s\S]*?<\/style>/;

for (const name of readdirSync(dir).filter((file) => file.endsWith('.svg'))) {
  const path = join(dir, name);
  const svg = readFileSync(path, 'utf8').replace(marker, '');
  const texts = [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)];
  const byWeight = new Map();
  for (const [, attributes, content] of texts) {
    const weight = /font-weight="(\d+)"/.exec(attributes)?.[1] ?? '400';
    byWeight.set(weight, (byWeight.get(weight) ?? '') + content);
  }
  const faces = [];
  for (const [weight, text] of byWeight) {
    for (const [subset, ranges] of Object.entries(subsets)) {
      const chars = [...new Set(text)].filter((char) => char.trim() && inRange(char, ranges)).join('');
      if (!chars) continue;
      const font = await subsetFont(fontFile(subset, weight), chars, { targetFormat: 'woff2' });
      faces.push(
        `@font-face{font-family:Prompt;font-weight:${weight};unicode-range:${ranges};` +
          `src:url(data:font/woff2;base64,${font.toString('base64')}) format('woff2')}`,
      );
    }
  }
  if (faces.length === 0) continue;
  const withFonts = svg.replace(/(<svg[^>]*>)/, `$1<style id="embedded-fonts">${faces.join('')}</style>`);
  writeFileSync(path, withFonts);
  process.stdout.write(`${name}: ${faces.length} faces, ${withFonts.length} bytes\n`);
}
