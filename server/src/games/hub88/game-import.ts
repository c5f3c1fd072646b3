import type { Hub88ImportRecord, Hub88ListedGame } from '@contract/games/hub88-games';
import { HUB88_GAME_LIST_PATH } from '@contract/games/hub88-games';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { SecretBox } from '@server/line/secret-box';
import { callHub88, requireHub88Endpoint } from './games-api';
import { finishImportRecord, startImportRecord, type ImportCounts } from './game-import-record';
import { categoryOf, gameCodeOf, parseGameList, releasedOf, rtpOf, studioCodeOf } from './game-list';
import { refreshThumbnails, type ThumbnailFetch } from './thumbnails';
import { withHeartbeat } from '@server/jobs/claim';

/** The country the site's members play from: a game Hub88 blocks there is not offered. */
const SITE_COUNTRY = 'TH';
/**
 * The import's lease, renewed every third of it while the import runs (a heartbeat, as the job claims'): a
 * process killed mid-import (a deploy, a restart) holds it at most this long, not the length of a whole import.
 */
const IMPORT_LEASE_SECONDS = 60;

/** Offered: Hub88 lists it enabled and does not block it in Thailand. */
const offered = (game: Hub88ListedGame) =>
  game.enabled && !(game.blocked_countries ?? []).some((country) => country.toUpperCase() === SITE_COUNTRY);

type Changes = Pick<ImportCounts, 'created' | 'updated' | 'disabled'>;

/**
 * The list into the catalogue, in one transaction (README.md, "Import"): studios (game_sub_providers, by the slug
 * of `product`), games (by `external_code` = game_code; new ones offered to every agent, enabled, as the built-in
 * sync does), the games' Hub88 facts (hub88_games). A game Hub88 no longer lists, disables or blocks in Thailand
 * is disabled (never deleted: bets reference it); one the import disabled comes back when Hub88 offers it again.
 * Staff's Thai name, a status staff set and the agents' own choices are kept. Unchanged rows are not written, so
 * a second import of the same list changes nothing.
 */
const upsertList = async (q: Queryable, providerId: number, games: Hub88ListedGame[]): Promise<Changes> => {
  const studios = [...new Map(games.map((game) => [studioCodeOf(game.product), game.product])).entries()];
  await q.query(
    `INSERT INTO game_sub_providers (provider_id, code, name, sort)
     SELECT $1, s.code, s.name, s.sort FROM jsonb_to_recordset($2::jsonb) AS s(code text, name text, sort int)
     ON CONFLICT (provider_id, code) DO UPDATE SET name = EXCLUDED.name
       WHERE game_sub_providers.name IS DISTINCT FROM EXCLUDED.name`,
    [providerId, JSON.stringify(studios.map(([code, name], sort) => ({ code, name, sort: 100 + sort })))],
  );
  const rows = games.map((game, sort) => ({
    external_code: game.game_code,
    code: gameCodeOf(game.game_code),
    name: game.name,
    studio: studioCodeOf(game.product),
    category: categoryOf(game.category),
    rtp: rtpOf(game.rtp),
    demo: game.demo_game_support ?? true,
    released_at: releasedOf(game.release_date),
    sort,
    offered: offered(game),
    thumb_url: game.url_thumb ?? '',
    platforms: game.platforms ?? [],
    freebet_support: game.freebet_support ?? false,
    blocked_countries: game.blocked_countries ?? [],
  }));
  const listed = JSON.stringify(rows);
  const recordset = `jsonb_to_recordset($2::jsonb) AS l(external_code text, code text, name text, studio text,
    category text, rtp numeric, demo boolean, released_at date, sort int, offered boolean, thumb_url text,
    platforms text[], freebet_support boolean, blocked_countries text[])`;
  const written = await q.query<{ inserted: boolean }>(
    `INSERT INTO games (provider_id, sub_provider_id, code, external_code, name, name_en, category, rtp, demo,
                        released_at, sort, status)
     SELECT $1, sp.id, l.code, l.external_code, l.name, l.name, l.category, l.rtp, l.demo, l.released_at, l.sort,
            CASE WHEN l.offered THEN 'active' ELSE 'disabled' END
       FROM ${recordset} JOIN game_sub_providers sp ON sp.provider_id = $1 AND sp.code = l.studio
     ON CONFLICT (provider_id, external_code) WHERE external_code IS NOT NULL DO UPDATE SET
       sub_provider_id = EXCLUDED.sub_provider_id,
       name = CASE WHEN games.name = games.name_en THEN EXCLUDED.name ELSE games.name END,
       name_en = EXCLUDED.name_en, category = EXCLUDED.category, rtp = EXCLUDED.rtp, demo = EXCLUDED.demo,
       released_at = EXCLUDED.released_at
     WHERE (games.sub_provider_id, games.name_en, games.category, games.rtp, games.demo, games.released_at)
           IS DISTINCT FROM
           (EXCLUDED.sub_provider_id, EXCLUDED.name_en, EXCLUDED.category, EXCLUDED.rtp, EXCLUDED.demo,
            EXCLUDED.released_at)
     RETURNING (xmax = 0) AS inserted`,
    [providerId, listed],
  );
  const created = written.rows.filter((row) => row.inserted).length;
  // New rows of hub88_games (disabled_by_import for a new game Hub88 lists disabled), then every row's facts.
  await q.query(
    `INSERT INTO hub88_games (game_id, game_code, disabled_by_import)
     SELECT g.id, l.external_code, NOT l.offered
       FROM ${recordset} JOIN games g ON g.provider_id = $1 AND g.external_code = l.external_code
     ON CONFLICT (game_id) DO NOTHING`,
    [providerId, listed],
  );
  await q.query(
    `UPDATE hub88_games h SET listed = true, thumb_url = l.thumb_url, platforms = l.platforms,
            freebet_support = l.freebet_support, blocked_countries = l.blocked_countries, seen_at = now()
       FROM ${recordset} JOIN games g ON g.provider_id = $1 AND g.external_code = l.external_code
      WHERE h.game_id = g.id`,
    [providerId, listed],
  );
  await q.query(
    `UPDATE hub88_games h SET listed = false
       FROM games g WHERE g.id = h.game_id AND g.provider_id = $1 AND h.listed
        AND NOT g.external_code = ANY($2::text[])`,
    [providerId, rows.map((row) => row.external_code)],
  );
  // Offered again: only the games the import itself had disabled.
  const back = await q.query(
    `UPDATE games g SET status = 'active' FROM hub88_games h, ${recordset}
      WHERE h.game_id = g.id AND g.provider_id = $1 AND g.external_code = l.external_code AND l.offered
        AND h.disabled_by_import AND g.status = 'disabled'
     RETURNING g.id`,
    [providerId, listed],
  );
  await q.query(
    `UPDATE hub88_games h SET disabled_by_import = false FROM games g
      WHERE g.id = h.game_id AND g.id = ANY($1::int[])`,
    [back.rows.map((row) => (row as { id: number }).id)],
  );
  const offeredCodes = rows.filter((row) => row.offered).map((row) => row.external_code);
  const gone = await q.query(
    `UPDATE games g SET status = 'disabled' FROM hub88_games h
      WHERE h.game_id = g.id AND g.provider_id = $1 AND g.status <> 'disabled'
        AND NOT g.external_code = ANY($2::text[])
     RETURNING g.id`,
    [providerId, offeredCodes],
  );
  await q.query(`UPDATE hub88_games SET disabled_by_import = true WHERE game_id = ANY($1::int[])`, [
    gone.rows.map((row) => (row as { id: number }).id),
  ]);
  await q.query(
    `INSERT INTO agent_games (agent_id, game_id, hot, sort)
     SELECT a.id, g.id, false, g.sort FROM agents a CROSS JOIN games g WHERE g.provider_id = $1
     ON CONFLICT (agent_id, game_id) DO NOTHING`,
    [providerId],
  );
  return {
    created,
    updated: written.rows.length - created + (back.rowCount ?? 0),
    disabled: gone.rowCount ?? 0,
  };
};

const hub88ProviderId = async (q: Queryable) =>
  (await q.query<{ id: number }>(`SELECT id FROM game_providers WHERE code = 'hub88'`)).rows[0]!.id;

/** Takes the import's lease (migration 1220) or answers that one is running. */
const takeLease = async (db: Db) => {
  const taken = await db.query(
    `UPDATE hub88_games_api SET import_lease_until = now() + make_interval(secs => $1)
      WHERE id = 1 AND (import_lease_until IS NULL OR import_lease_until < now())`,
    [IMPORT_LEASE_SECONDS],
  );
  if ((taken.rowCount ?? 0) === 0) fail('HUB88_IMPORT_RUNNING');
};

/** Pushes the lease on while the import runs (withHeartbeat, every third of it). */
const renewLease = (db: Db) =>
  db.query(
    `UPDATE hub88_games_api SET import_lease_until = now() + make_interval(secs => $1)
      WHERE id = 1 AND import_lease_until IS NOT NULL`,
    [IMPORT_LEASE_SECONDS],
  );

type ImportOptions = {
  trigger: Hub88ImportRecord['trigger'];
  staffId?: number | null;
  /** How thumbnails are downloaded (tests and the demo pass their own limits). */
  fetchThumbnail?: ThumbnailFetch;
};

/**
 * One import (the daily job, the console's "import now", the demo's start): at most one at a time anywhere
 * (the lease; a second is refused HUB88_IMPORT_RUNNING), recorded in hub88_imports with its counts and errors.
 * A failed list leaves the catalogue as it was; a failed thumbnail keeps the game's previous image and is tried
 * again by the next import.
 */
export const importHub88Games = async (
  db: Db,
  box: SecretBox,
  options: ImportOptions,
): Promise<Hub88ImportRecord> => {
  const endpoint = await requireHub88Endpoint(db);
  await takeLease(db);
  try {
    return await withHeartbeat(
      () => renewLease(db),
      IMPORT_LEASE_SECONDS,
      () => importList(db, box, endpoint, options),
    );
  } finally {
    await db.query(`UPDATE hub88_games_api SET import_lease_until = NULL WHERE id = 1`);
  }
};

/** The import itself, under the lease (importHub88Games). */
const importList = async (
  db: Db,
  box: SecretBox,
  endpoint: Awaited<ReturnType<typeof requireHub88Endpoint>>,
  options: ImportOptions,
): Promise<Hub88ImportRecord> => {
  const recordId = await startImportRecord(db, options.trigger, options.staffId ?? null);
  const counts: ImportCounts = {
    listed: 0,
    created: 0,
    updated: 0,
    disabled: 0,
    thumbnails: 0,
    errors: [],
  };
  try {
    const answer = await callHub88(
      db,
      box,
      endpoint,
      HUB88_GAME_LIST_PATH,
      {
        operator_id: endpoint.operatorId,
      },
      60_000,
    );
    const { games, skipped } = parseGameList(answer);
    counts.listed = games.length;
    counts.errors.push(...skipped);
    const providerId = await hub88ProviderId(db);
    Object.assign(counts, await db.tx((q) => upsertList(q, providerId, games)));
    const thumbs = await refreshThumbnails(db, providerId, options.fetchThumbnail);
    counts.thumbnails = thumbs.done;
    counts.errors.push(...thumbs.errors);
  } catch (error) {
    counts.errors.unshift(`รายการเกม: ${(error as Error).message}`);
  }
  return await finishImportRecord(db, recordId, counts);
};
