import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { pageRoutes } from '@games/routes/page-routes';

/** In production the icon comes from the build (the web app's public files copied into the static dir). */
const dir = mkdtempSync(join(tmpdir(), 'games-icon-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('favicon.ico under /games in production', () => {
  it("is the built site's icon", async () => {
    mkdirSync(join(dir, 'demo'));
    writeFileSync(join(dir, 'demo/logo.svg'), '<svg id="built"/>');
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(pageRoutes({ mode: 'built', staticDir: dir }));
    for (const url of ['/games/favicon.ico', '/games/builtin-roulette/favicon.ico']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/svg+xml');
      expect(answer.body).toBe('<svg id="built"/>');
    }
    await app.close();
  });
});
