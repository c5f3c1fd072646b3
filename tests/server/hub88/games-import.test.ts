import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@contract/errors';
import { importHub88Games } from '@server/games/hub88/game-import';
import { hub88ImportTick } from '@server/jobs/hub88-import';
import { secretBoxOf } from '@server/line/secret-box';
import { call } from '@tests/server/helpers/test-app';
import { connectedHub88, gameRow, importNow, type Hub88GamesStandIn } from './games-fixtures';

// Hub88's game list into the catalogue (server/src/games/hub88/README.md, "Import"), from the Games API stand-in.
let app: FastifyInstance;
let hub88: Hub88GamesStandIn;
let token: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const connected = await connectedHub88();
  ({ app, hub88 } = connected);
  token = connected.owner.token;
  close = async () => {
    await connected.hub88.close();
    await app.close();
  };
});
afterAll(async () => close());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await app.db.query<{ n: number }>(sql, params)).rows[0]!.n);

describe('Hub88 game list import', () => {
  it('imports every game and studio with its category, RTP, demo, release date and a WebP thumbnail', async () => {
    const first = await importNow(app, token);
    expect(first.error).toBe(0);
    expect(first.data).toMatchObject({
      listed: hub88.games.length,
      created: hub88.games.length,
      disabled: 0,
    });
    expect(first.data.errors).toEqual([]);
    expect(first.data.thumbnails).toBe(hub88.games.length);
    expect(hub88.games.length).toBeGreaterThanOrEqual(280);
    // The request was signed with our key (the stand-in answers 401 otherwise) and named our operator id.
    expect(hub88.received.find((r) => r.path.endsWith('/game/list'))?.body).toEqual({ operator_id: 7 });
    expect(
      await count(
        `SELECT count(*)::int AS n FROM game_sub_providers sp JOIN game_providers p ON p.id = sp.provider_id
          WHERE p.code = 'hub88'`,
      ),
    ).toBe(12);
    const slot = hub88.games.find((g) => g.category === 'Video Slots')!;
    const row = await gameRow(app, slot.game_code);
    expect(row).toMatchObject({
      name: slot.name,
      name_en: slot.name,
      category: 'slot',
      status: 'active',
      demo: true,
      released_at: slot.release_date,
      studio: slot.product,
    });
    expect(Number(row!.rtp)).toBe(Number(slot.rtp));
    expect(row!.code).toMatch(/^hub88-[a-z0-9_-]+$/);
    const categories = async (hub88Category: string) =>
      (await gameRow(app, hub88.games.find((g) => g.category === hub88Category)!.game_code))!.category;
    expect(await categories('Live Dealer')).toBe('casino');
    expect(await categories('Fishing')).toBe('fishing');
    expect(await categories('Game Shows')).toBe('casino');
    expect(await categories('Table Games')).toBe('casino');
    const live = await gameRow(app, hub88.games.find((g) => g.category === 'Live Dealer')!.game_code);
    expect(live!.demo).toBe(false);
    // Offered to the agent, enabled, like the built-in provider's games.
    expect(
      await count(
        `SELECT count(*)::int AS n FROM agent_games ag JOIN agents a ON a.id = ag.agent_id AND a.code = 'demo'
           JOIN games g ON g.id = ag.game_id WHERE g.external_code IS NOT NULL AND ag.enabled`,
      ),
    ).toBe(hub88.games.length);
    const image = await app.inject({ method: 'GET', url: row!.image });
    expect(row!.image).toMatch(/^\/media\/games\/[a-f0-9]{32}\.webp$/);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(image.rawPayload.length).toBeLessThan(40_000);
  });

  it('changes nothing on a second import of the same list and downloads no thumbnail again', async () => {
    const again = await importNow(app, token);
    expect(again.data).toMatchObject({ created: 0, updated: 0, disabled: 0, thumbnails: 0, errors: [] });
  });

  it('disables a game removed, disabled or blocked in Thailand upstream (never deleted), keeps staff edits, brings a game back', async () => {
    const [removed, turnedOff, renamed, translated, staffOff, blocked] = hub88.games.slice(3, 9);
    await app.db.query(`UPDATE games SET name = 'เกมแปลไทย' WHERE external_code = $1`, [
      translated!.game_code,
    ]);
    await app.db.query(`UPDATE games SET status = 'disabled' WHERE external_code = $1`, [
      staffOff!.game_code,
    ]);
    const original = hub88.games;
    hub88.setGames(
      original
        .filter((g) => g !== removed)
        .map((g) => (g === turnedOff ? { ...g, enabled: false } : g))
        .map((g) => (g === renamed ? { ...g, name: 'Renamed Riches' } : g))
        .map((g) => (g === translated ? { ...g, name: 'New English Name' } : g))
        .map((g) => (g === blocked ? { ...g, blocked_countries: ['SG', 'TH'] } : g)),
    );
    const changed = await importNow(app, token);
    expect(changed.data).toMatchObject({ created: 0, updated: 2, disabled: 3, errors: [] });
    expect((await gameRow(app, blocked!.game_code))!.status).toBe('disabled');
    expect((await gameRow(app, removed!.game_code))!.status).toBe('disabled');
    expect((await gameRow(app, turnedOff!.game_code))!.status).toBe('disabled');
    expect((await gameRow(app, renamed!.game_code))!).toMatchObject({
      name: 'Renamed Riches',
      status: 'active',
    });
    expect((await gameRow(app, translated!.game_code))!).toMatchObject({
      name: 'เกมแปลไทย',
      name_en: 'New English Name',
    });
    hub88.setGames(original);
    const back = await importNow(app, token);
    expect(back.data).toMatchObject({ created: 0, disabled: 0 });
    expect((await gameRow(app, removed!.game_code))!.status).toBe('active');
    expect((await gameRow(app, turnedOff!.game_code))!.status).toBe('active');
    expect((await gameRow(app, blocked!.game_code))!.status).toBe('active');
    expect((await gameRow(app, staffOff!.game_code))!.status).toBe('disabled');
  });

  it('runs one import at a time: a parallel "import now" is refused in Thai', async () => {
    const answers = await Promise.all([importNow(app, token), importNow(app, token), importNow(app, token)]);
    const ran = answers.filter((answer) => answer.error === 0);
    expect(ran).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.error !== 0)) {
      expect(refused.error).toBe(errorCatalogue.HUB88_IMPORT_RUNNING.code);
      expect(refused.status).toBe(200);
    }
    const settings = await call<{ importing: boolean; last_import: { finished_at: string | null } }>(
      app,
      'GET',
      '/api/admin/games/hub88/games-api',
      { token },
    );
    expect(settings.data.importing).toBe(false);
    expect(settings.data.last_import?.finished_at).not.toBeNull();
  });

  it('holds its lease only while it runs: renewed by a heartbeat, lapsed a minute after a killed process', async () => {
    const lease = async () =>
      (
        await app.db.query<{ left: number | null }>(
          `SELECT extract(epoch FROM import_lease_until - now())::float8 AS left FROM hub88_games_api WHERE id = 1`,
        )
      ).rows[0]!.left;
    // A process killed mid-import left its lease: refused until it lapses, then the import runs.
    await app.db.query(`UPDATE hub88_games_api SET import_lease_until = now() + interval '30 seconds'`);
    expect((await importNow(app, token)).error).toBe(errorCatalogue.HUB88_IMPORT_RUNNING.code);
    await app.db.query(`UPDATE hub88_games_api SET import_lease_until = now() - interval '1 second'`);
    expect((await importNow(app, token)).error).toBe(0);
    expect(await lease()).toBeNull();

    // A long import: its thumbnail download waits until released; the heartbeat (every 20 s) keeps the lease.
    const game = hub88.games[3]!;
    hub88.setGames(
      hub88.games.map((g) =>
        g === game ? { ...g, url_thumb: `${g.url_thumb.replace('.svg', '')}-slow.svg` } : g,
      ),
    );
    let release = () => {};
    let done: Promise<unknown> = Promise.resolve();
    const downloading = new Promise<void>((started) => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const running = importHub88Games(app.db, secretBoxOf(app.config), {
        trigger: 'manual',
        fetchThumbnail: () => {
          started();
          return new Promise<Buffer>((_, fail) => (release = () => fail(new Error('HTTP 404'))));
        },
      });
      void running.finally(() => vi.useRealTimers());
      done = running;
    });
    await downloading;
    await app.db.query(`UPDATE hub88_games_api SET import_lease_until = now() + interval '5 seconds'`);
    vi.advanceTimersByTime(20_000);
    await vi.waitFor(async () => expect(await lease()).toBeGreaterThan(50));
    release();
    await done;
    expect(await lease()).toBeNull();
    hub88.setGames(hub88.games.map((g) => (g.game_code === game.game_code ? game : g)));
  });

  it('keeps the previous thumbnail when a new one fails, and tries it again at the next import', async () => {
    const game = hub88.games[10]!;
    const before = (await gameRow(app, game.game_code))!.image;
    const moved = `${game.url_thumb.replace('.svg', '')}-v2.svg`;
    hub88.setGames(hub88.games.map((g) => (g === game ? { ...g, url_thumb: moved } : g)));
    const failed = await importNow(app, token);
    expect(failed.data.thumbnails).toBe(0);
    expect(failed.data.errors).toEqual([expect.stringContaining(game.game_code)]);
    expect((await gameRow(app, game.game_code))!.image).toBe(before);
    // Hub88 serves it now: the next import fetches it.
    hub88.setGames(
      hub88.games.map((g) => (g.game_code === game.game_code ? { ...g, url_thumb: game.url_thumb } : g)),
    );
    await app.db.query(`UPDATE hub88_games SET thumb_done_url = '' WHERE game_code = $1`, [game.game_code]);
    const retried = await importNow(app, token);
    expect(retried.data).toMatchObject({ thumbnails: 1, errors: [] });
    // A thumbnail over 5 MB is refused without reading it all; the game keeps its image.
    const path = new URL(game.url_thumb).pathname;
    hub88.fail(path, 'huge');
    await app.db.query(`UPDATE hub88_games SET thumb_done_url = '' WHERE game_code = $1`, [game.game_code]);
    const huge = await importNow(app, token);
    hub88.fail(path, null);
    expect(huge.data.errors).toEqual([`รูปเกม ${game.game_code}: larger than 5 MB`]);
    expect((await gameRow(app, game.game_code))!.image).toBe(before);
  });

  it('records a list Hub88 did not give and leaves the catalogue as it was', async () => {
    const active = `SELECT count(*)::int AS n FROM games WHERE external_code IS NOT NULL AND status = 'active'`;
    const before = await count(active);
    hub88.fail('/operator/generic/v2/game/list', 'http500');
    const failed = await importNow(app, token);
    hub88.fail('/operator/generic/v2/game/list', null);
    expect(failed.error).toBe(0);
    expect(failed.data.errors[0]).toMatch(/^รายการเกม: .*HTTP 500/);
    expect(await count(active)).toBe(before);
  });

  it('the daily job imports once a Bangkok day across processes, and not while the provider is off', async () => {
    const box = secretBoxOf(app.config);
    const day = new Date('2031-01-05T03:00:00Z');
    // An import from the console holds the lease: the tick gives the day back quietly, the next one runs it.
    await app.db.query(`UPDATE hub88_games_api SET import_lease_until = now() + interval '1 minute'`);
    expect(await hub88ImportTick(app.db, box, day)).toBeNull();
    await app.db.query(`UPDATE hub88_games_api SET import_lease_until = NULL`);
    const [a, b] = await Promise.all([hub88ImportTick(app.db, box, day), hub88ImportTick(app.db, box, day)]);
    expect([a, b].filter((record) => record !== null)).toHaveLength(1);
    expect(await hub88ImportTick(app.db, box, day)).toBeNull();
    await app.db.query(`UPDATE game_providers SET status = 'disabled' WHERE code = 'hub88'`);
    expect(await hub88ImportTick(app.db, box, new Date('2031-01-06T03:00:00Z'))).toBeNull();
    await app.db.query(`UPDATE game_providers SET status = 'active' WHERE code = 'hub88'`);
  });
});
