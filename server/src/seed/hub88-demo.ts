import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { importHub88Games } from '@server/games/hub88/game-import';
import { AppError } from '@server/http/app-error';
import { hub88Settings, saveHub88PublicKey } from '@server/games/hub88/keys';
import type { SecretBox } from '@server/line/secret-box';

/** Where the demo's Hub88 stand-in answers, on the site's own origin (its game pages frame like our own). */
const PREFIX = '/_hub88-stand-in';
/** The operator id the console's Games API settings get, which the stand-in's Freebets API expects. */
const OPERATOR_ID = 1;
/** How long the demo's import waits before trying again when another holds the import's lease. */
const DEMO_IMPORT_RETRY_MS = 15_000;

type StandIn = {
  publicPem: string;
  games: unknown[];
  handler: (request: IncomingMessage, response: ServerResponse) => void;
  trustOperator: (pem: string) => void;
};
type StandInModule = {
  createHub88GamesStandIn: (options: { walletUrl: string; base: string; operatorId: number }) => StandIn;
};

/**
 * The Hub88 stand-in of the tests (tests/server/helpers/hub88-games-stand-in.ts), loaded at run time through tsx
 * (a dependency) and never bundled into the server: only `HUB88_STAND_IN=1` reaches this.
 */
const loadStandIn = async (): Promise<StandInModule> => {
  const { register } = await import('tsx/esm/api');
  register();
  const file = pathToFileURL(resolve(process.cwd(), 'tests/server/helpers/hub88-games-stand-in.ts')).href;
  return (await import(file)) as StandInModule;
};

/**
 * The demo's second provider (HUB88_STAND_IN=1, README "Demo"): Hub88's stand-in served under /_hub88-stand-in on
 * this server, connected as an operator would connect Hub88 in the console (its key pasted, ours given to it, its
 * address and an operator id entered, the provider turned on), then its ~300 games imported in the background,
 * so the lobby shows them a few seconds after the start. The stand-in answers the Freebets API too (rewards/create,
 * prepaids/list), so free bets granted here become active and are played from the game's page. Off by default: a
 * plain start stays as fast as before.
 */
export const hub88DemoPlugin: FastifyPluginAsync<{
  box: SecretBox;
  ownUrl: () => string;
  publicUrl: string | undefined;
}> = async (app, { box, ownUrl, publicUrl }) => {
  const module = await loadStandIn();
  let standIn: StandIn | null = null;
  let stopped = false;
  app.addHook('onClose', async () => {
    stopped = true;
  });
  await app.register(async (scope) => {
    // The stand-in reads its own bodies (it verifies signatures on the exact bytes).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${PREFIX}/*`, { schema: { hide: true } }, (request, reply) => {
      if (!standIn) return reply.status(503).send({ error: 'starting' });
      reply.hijack();
      standIn.handler(request.raw, reply.raw);
    });
  });
  app.addHook('onListen', async () => {
    // The member's browser opens the game pages (framed by the site: the same origin as the address it shows);
    // the stand-in calls our wallet over loopback.
    const site = (publicUrl ?? ownUrl().replace('://127.0.0.1', '://localhost')).replace(/\/+$/, '');
    const ready = module.createHub88GamesStandIn({
      walletUrl: `${ownUrl()}/hub88`,
      base: `${site}${PREFIX}`,
      operatorId: OPERATOR_ID,
    });
    const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM agents ORDER BY id LIMIT 1`);
    const by = {
      actor: { id: null, agentId: rows[0]!.id, username: 'demo' },
      meta: { ip: '127.0.0.1', requestId: 'hub88-demo' },
    };
    await saveHub88PublicKey(app.db, box, by, ready.publicPem);
    ready.trustOperator((await hub88Settings(app.db, box)).operator_public_key);
    await app.db.query(`UPDATE hub88_games_api SET api_url = $1, operator_id = $2 WHERE id = 1`, [
      `${site}${PREFIX}`,
      OPERATOR_ID,
    ]);
    await app.db.query(`UPDATE game_providers SET status = 'active' WHERE code = 'hub88'`);
    standIn = ready;
    const imported = async (): Promise<Awaited<ReturnType<typeof importHub88Games>>> => {
      // A process stopped mid-import (a restart) holds the lease for up to a minute: the demo tries again.
      const record = await importHub88Games(app.db, box, { trigger: 'demo' }).catch(
        async (error: unknown) => {
          if (!(error instanceof AppError && error.reason === 'HUB88_IMPORT_RUNNING') || stopped) throw error;
          await new Promise((wait) => setTimeout(wait, DEMO_IMPORT_RETRY_MS).unref());
          return stopped ? Promise.reject(error) : imported();
        },
      );
      // Logos for the lobby's tabs (the Games API gives none): the stand-in draws them, where staff set none.
      const logos = `${PREFIX}/logos/`;
      await app.db.query(`UPDATE game_providers SET logo = $1 WHERE code = 'hub88' AND logo = ''`, [
        `${logos}hub88.svg`,
      ]);
      await app.db.query(
        `UPDATE game_sub_providers sp SET logo = $1 || replace(sp.name, ' ', '%20') || '.svg'
           FROM game_providers p WHERE p.id = sp.provider_id AND p.code = 'hub88' AND sp.logo = ''`,
        [logos],
      );
      return record;
    };
    imported().then(
      (record) =>
        app.log.info({ ...record, errors: record.errors.slice(0, 5) }, 'Hub88 stand-in games imported'),
      (error: unknown) => app.log.warn({ err: error }, 'Hub88 stand-in import failed'),
    );
  });
};
