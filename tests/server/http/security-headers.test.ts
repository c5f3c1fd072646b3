import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { EARLY_TAPS } from '@server/http/early-taps';
import { SCRIPT_LOADER } from '@server/http/first-paint';
import { scriptHashesOf } from '@server/http/inline-scripts';
import { createTestApp, testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';

const scriptSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .find((directive) => directive.trim().startsWith('script-src'))!
    .trim();

const build = mkdtempSync(join(tmpdir(), 'csp-build-'));
afterAll(() => rmSync(build, { recursive: true, force: true }));

describe('content security policy', () => {
  it('allows no inline script, and the built pages own inline scripts by their hash', async () => {
    const boot = 'window.__boot = 1;';
    mkdirSync(join(build, 'web-app'), { recursive: true });
    mkdirSync(join(build, 'games/pages/slot'), { recursive: true });
    writeFileSync(
      join(build, 'web-app/index.html'),
      `<html><script>${boot}</script><script src="/a.js"></script>`,
    );
    writeFileSync(
      join(build, 'games/pages/slot/index.html'),
      `<script type="module">import '/b.js'</script>`,
    );
    const app = await createTestApp({ STATIC_DIR: build });
    const answer = await app.inject({ method: 'GET', url: '/healthz' });
    await app.close();
    const directive = scriptSrc(answer.headers['content-security-policy']);
    expect(directive).not.toContain("'unsafe-inline'");
    const hash = createHash('sha256').update(boot).digest('base64');
    // And the loader that starts a server-rendered page's scripts after its first paint (first-paint.ts).
    expect(directive).toBe(
      `script-src 'self' 'sha256-${hash}' ${scriptHashesOf(`<script type="module">import '/b.js'</script>`)[0]} ` +
        `${scriptHashesOf(`<script>${SCRIPT_LOADER}</script>`)[0]} ` +
        // And a lobby's keeper of taps before its scripts have run (early-taps.ts).
        scriptHashesOf(`<script>${EARLY_TAPS}</script>`)[0],
    );
  });

  it('hashes inline scripts only, not scripts loaded from a file', () => {
    expect(
      scriptHashesOf('<script src="/x.js"></script><script type="module" crossorigin src="/y.js"></script>'),
    ).toEqual([]);
    expect(scriptHashesOf('<script>a()</script>')).toEqual([
      `'sha256-${createHash('sha256').update('a()').digest('base64')}'`,
    ]);
  });
});

describe("helmet's headers", () => {
  it('are all on every answer, as its middleware sets them on a response (taken once at start)', async () => {
    const app = await createTestApp();
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/healthz' }),
      app.inject({ method: 'GET', url: '/api/no-such-thing' }),
    ]);
    await app.close();
    // Helmet's defaults set these; the plugin only configures the policy (its own test above) and COEP off.
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(expected);
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});

describe('strict transport security', () => {
  it('is sent only when the request came over HTTPS through a trusted proxy', async () => {
    const app = await createTestApp();
    const plain = await app.inject({ method: 'GET', url: '/healthz' });
    const proxied = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const forged = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    await app.close();
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('is always sent when the public address is https', async () => {
    const app = await createTestApp({ PUBLIC_URL: 'https://example.co.th' });
    const answer = await app.inject({ method: 'GET', url: '/healthz' });
    await app.close();
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('request ids', () => {
  it("are the server's own, whatever id the client sends", async () => {
    const app = await createTestApp();
    const chosen = 'someone-elses-failure-id';
    const first = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': chosen } });
    const second = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': chosen } });
    await app.close();
    expect(first.headers['x-request-id']).not.toBe(chosen);
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('name every answer, refusals and failures included, with the security headers', async () => {
    const app = await createTestApp();
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/no-such-thing' }), // 404
      app.inject({ method: 'GET', url: '/api/lotto/lobby?x=%00' }), // 400: a NUL byte
      app.inject({
        method: 'POST',
        url: '/api/seamless/builtin/bet',
        headers: { 'content-type': 'application/json' },
        payload: '{"not":"signed"}',
      }), // refused by the provider endpoint's own hook
      app.inject({ method: 'POST', url: '/api/member/wallets', payload: { token: 'x' } }), // 401
    ]);
    await app.close();
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 400, 401, 401]);
    for (const answer of answers) {
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it("keeps the client's own id in the log, beside the server's", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = await buildApp({
      config: testConfig(),
      db: await openTestDb(),
      ownsDb: true,
      logger: { level: 'info', stream },
    });
    const answer = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'proxy-id-123' },
    });
    await app.close();
    const line = lines.find((entry) => entry.msg === 'request completed');
    expect(line).toMatchObject({ reqId: answer.headers['x-request-id'], client_request_id: 'proxy-id-123' });
  });
});
