import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '@server/app';
import { testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';

// The production server's files (spa plugin) on a stand-in build with the .br and .gz copies vite.config.ts writes.
let app: App;
let dir: string;
const script = `console.log(${JSON.stringify('สวัสดี '.repeat(400))});\n`;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  for (const name of ['web-app', 'liff-app', 'admin-app', 'assets']) mkdirSync(join(dir, name));
  for (const name of ['web-app', 'liff-app', 'admin-app'])
    writeFileSync(join(dir, name, 'index.html'), `<html>${name}</html>`);
  writeFileSync(join(dir, 'assets/app.js'), script);
  // The copies carry a mark, to tell them from the file compressed per response.
  writeFileSync(join(dir, 'assets/app.js.br'), brotliCompressSync(`${script}// br copy\n`));
  writeFileSync(join(dir, 'assets/app.js.gz'), gzipSync(`${script}// gz copy\n`));
  writeFileSync(join(dir, 'assets/plain.js'), script); // no copies: compressed per response as before
  app = await buildApp({
    config: testConfig({ STATIC_DIR: dir }),
    db: await openTestDb(),
    ownsDb: true,
    serveFrontEnds: true,
    logger: false,
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('precompressed build files', () => {
  it('sends the brotli or gzip copy to a client that accepts it, and the file itself otherwise', async () => {
    const br = await get('/assets/app.js', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${script}// br copy\n`);

    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${script}// gz copy\n`);

    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('still compresses a file that has no copies', async () => {
    const answer = await get('/assets/plain.js', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });
});

describe('the front ends', () => {
  it.each([
    ['/member', 'web-app'],
    ['/liff/profile', 'liff-app'],
    ['/admin', 'admin-app'],
    ['/admin/staff', 'admin-app'],
  ])('serves %s with the %s page', async (url, name) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(`<html>${name}</html>`);
  });
});
