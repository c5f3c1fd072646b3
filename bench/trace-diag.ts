import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startSiteServer } from './lib/site-server';

const path = process.argv[2] ?? '/liff';
const site = await startSiteServer('/work/main/.tmp/bench-dist');
await new Promise((r) => setTimeout(r, 4000));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--proxy-server=127.0.0.1:9'],
});
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events: unknown[] = [];
cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => events.push(...e.value));
await cdp.send('Tracing.start', {
  categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading',
  transferMode: 'ReportEvents',
});
await page.goto(`${site.baseURL}${path}`);
await page.waitForTimeout(6000);
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.end');
await done;
writeFileSync('/tmp/lt/trace.json', JSON.stringify(events));
console.log('events', events.length);
await browser.close();
await site.stop();
