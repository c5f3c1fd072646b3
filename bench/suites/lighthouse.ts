import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { createServer } from 'node:net';
import { ratioOf } from '../lib/report';
import { startSiteServer } from '../lib/site-server';
import type { BenchResult } from '../lib/types';
import { benchBuild } from '../lib/vite-build';

/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the first screen of each app, served
 * by the production server from a fresh build. Limits: Google's "good" thresholds, LCP 2.5 s and TBT 200 ms,
 * and a performance score of 90 as the target, because members open these pages in LINE's in-app browser on
 * exactly such phones.
 */
const PAGES = [
  { name: 'web', path: '/' },
  { name: 'liff', path: '/liff' },
] as const;

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

export default async function run(): Promise<BenchResult[]> {
  const staticDir = await benchBuild();
  const site = await startSiteServer(staticDir);
  const debugPort = await freePort();
  // Lighthouse drives the browser over the DevTools protocol: Debian's Chromium with a debugging port.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--proxy-server=127.0.0.1:9',
      `--remote-debugging-port=${debugPort}`,
    ],
  });
  const results: BenchResult[] = [];
  try {
    for (const page of PAGES) {
      const answer = await lighthouse(`${site.baseURL}${page.path}`, {
        port: debugPort,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
      });
      const lhr = answer?.lhr;
      if (!lhr) throw new Error(`lighthouse gave no result for ${page.path}`);
      if (lhr.runtimeError) throw new Error(`lighthouse ${page.path}: ${lhr.runtimeError.message}`);
      const score = (lhr.categories.performance?.score ?? 0) * 100;
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
      const tbt = lhr.audits['total-blocking-time']?.numericValue ?? 0;
      const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
      // What Lighthouse says would help most, so the number comes with its reason.
      const advice = Object.values(lhr.audits)
        .filter((audit) => audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 0)
        .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
        .slice(0, 3)
        .map((audit) => `${audit.title} (~${Math.round(audit.numericValue ?? 0)} ms)`)
        .join('; ');
      results.push(
        {
          name: `lighthouse.${page.name}.performance`,
          value: score,
          unit: 'points',
          limit: 100,
          ratio: ratioOf(score, 100),
          target: 0.9,
          note: `higher is better; ${page.path}, mobile preset; FCP ${Math.round(fcp)} ms; top advice: ${advice || 'none'}`,
        },
        {
          name: `lighthouse.${page.name}.lcp`,
          value: lcp,
          unit: 'ms',
          limit: 2500,
          ratio: ratioOf(lcp, 2500),
          target: 1,
          note: `lower is better; ${page.path}, simulated slow 4G`,
        },
        {
          name: `lighthouse.${page.name}.tbt`,
          value: tbt,
          unit: 'ms',
          limit: 200,
          ratio: ratioOf(tbt, 200),
          target: 1,
          note: `lower is better; ${page.path}, main thread blocked by scripts`,
        },
      );
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  return results;
}
