// Draws the demo images of the first screen (web-app/public/demo/banner-*.svg and logo.svg, the editable sources,
// their Thai text in the Prompt they carry: scripts/embed-svg-fonts.mjs) into WebPs beside them, which the demo
// seed shows. A phone paints an SVG with an embedded font on the main thread, text shaping included: 20-30 ms a
// banner (80-120 ms on Lighthouse's 4x slower phone), a long task each time one arrives, and the logo in every
// repaint of the bar; a WebP is decoded off the main thread. Real agents upload raster images too. Run again
// after editing one:
//   npx tsx scripts/rasterize-demo-images.ts
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const dir = 'web-app/public/demo';
// Banners at their own 1200 px (a phone shows them 390-430 px wide at 2-3x); the logo, 180 px, at 3x.
const widths = { banner: 1200, logo: 540 } as const;
const QUALITY = 0.85;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--proxy-server=127.0.0.1:9'],
});
try {
  const page = await browser.newPage();
  for (const name of readdirSync(dir).filter((file) => /^(banner-.*|logo)\.svg$/.test(file))) {
    const width = name.startsWith('logo') ? widths.logo : widths.banner;
    const svg = `data:image/svg+xml;base64,${readFileSync(join(dir, name)).toString('base64')}`;
    const webp = await page.evaluate(
      async ({ svg, width, quality }) => {
        const image = new Image();
        image.src = svg;
        await image.decode();
        // The font inside the SVG loads after the image has decoded: drawn at once, the text would be missing.
        await new Promise((done) => setTimeout(done, 500));
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = Math.round((width * image.naturalHeight) / image.naturalWidth);
        canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, width, quality: QUALITY },
    );
    const out = join(dir, name.replace(/\.svg$/, '.webp'));
    writeFileSync(out, Buffer.from(webp.slice(webp.indexOf(',') + 1), 'base64'));
    console.log(out);
  }
} finally {
  await browser.close();
}
