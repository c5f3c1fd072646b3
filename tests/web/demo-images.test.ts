import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// An SVG shown through <img> cannot use the page's fonts: its Thai text is drawn in Prompt only if the file
// carries the font itself (scripts/embed-svg-fonts.mjs).
const dir = resolve(import.meta.dirname, '../../web-app/public/demo');
const thaiTexts = (svg: string) =>
  [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)]
    .filter(([, , text]) => /[\u0E00-\u0E7F]/.test(text ?? ''))
    .map(([, attributes]) => /font-weight="(\d+)"/.exec(attributes ?? '')?.[1] ?? '400');

describe('the demo images', () => {
  const files = readdirSync(dir).filter((name) => name.endsWith('.svg'));
  it.each(files.filter((name) => thaiTexts(readFileSync(join(dir, name), 'utf8')).length > 0))(
    '%s carries Prompt for each weight of its Thai text',
    (name) => {
      const svg = readFileSync(join(dir, name), 'utf8');
      const faces = [...svg.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => body ?? '');
      for (const weight of new Set(thaiTexts(svg))) {
        const face = faces.find(
          (body) => body.includes('font-family:Prompt') && body.includes(`font-weight:${weight};`),
        );
        expect(face, `${name} weight ${weight}`).toMatch(/U\+0E01-0E5B.*src:url\(data:font\/woff2;base64,/);
      }
    },
  );

  // A phone paints an SVG, text shaping in its embedded font included, on the main thread: a long task each time
  // a banner arrived or the bar with the logo repainted (Lighthouse's total blocking time). The seed's logo and
  // banners are WebPs drawn from the SVG sources
  // (scripts/rasterize-demo-images.ts), decoded off the main thread.
  const seed = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../server/seed/demo-agent.json'), 'utf8'),
  ) as {
    agents: { logo: string; banners: { image: string }[] }[];
  };
  const images = seed.agents.flatMap((agent) => [agent.logo, ...agent.banners.map((banner) => banner.image)]);
  it.each(images)('seeds %s as a WebP drawn from its SVG source', (image) => {
    expect(image).toMatch(/^\/demo\/(banner-[a-z-]+|logo)\.webp$/);
    const file = readFileSync(join(dir, image.slice('/demo/'.length)));
    expect([file.subarray(0, 4).toString('latin1'), file.subarray(8, 12).toString('latin1')]).toEqual([
      'RIFF',
      'WEBP',
    ]);
    expect(files).toContain(image.slice('/demo/'.length).replace(/\.webp$/, '.svg'));
  });
});
