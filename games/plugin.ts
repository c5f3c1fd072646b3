import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { holdsNulByte } from '@contract/common';
import { errorCatalogue } from '@contract/errors';
import type { ProviderContext } from './provider/context';
import { GameError } from './provider/game-error';
import type { GamesDb } from './provider/games-db';
import { houseSeeds, loadHouseKey } from './provider/house-seeds';
import { migrateGames } from './provider/migrate';
import { fetchTransport, seamlessClient, type Transport } from './provider/seamless-client';
import { purgeDemoPlayers, sweepRounds } from './provider/sweeper';
import { pageRoutes, type PagesOptions } from './routes/page-routes';
import { playRoutes } from './routes/play-routes';
import { playerRoutes } from './routes/player-routes';
import { tableRoutes } from './routes/table-routes';
import { verifyRoutes } from './routes/verify-routes';
import { baccaratResolver } from './services/baccarat-service';
import { footballResolver } from './services/football-service';

export type BuiltinGamesOptions = {
  db: GamesDb;
  /** Where the platform's seamless endpoints live, e.g. http://127.0.0.1:3000. */
  platformUrl: string;
  /** The provider secret shared with the platform through configuration. */
  secret: string;
  providerCode: string;
  /** Tests inject `app.inject` or a fake platform here; default `fetch` to `platformUrl`. */
  transport?: Transport;
  backoffMs?: readonly number[];
  /** How often unfinished rounds are swept (0 = never; tests call `sweep` themselves). */
  sweepIntervalMs?: number;
  now?: () => number;
  pages?: PagesOptions;
  /** Receives the sweep (settles due scheduled bets, finishes abandoned rounds) for tests and jobs. */
  expose?: (handle: { sweep: () => Promise<number> }) => void;
};

/** Thai letters: a schema's own message written for members, not a library's English default. */
const THAI = /[\u0E00-\u0E7F]/;

/**
 * The fields of a refused request whose schema says, in Thai, what to type (the verify form's): field -> message.
 * A field whose schema has no such words is left out, and the answer falls back to the catalogue's message.
 */
const memberFieldMessages = (issues: readonly { instancePath: string; message?: string }[]) =>
  Object.fromEntries(
    issues
      .filter((issue) => THAI.test(issue.message ?? ''))
      .map((issue) => [issue.instancePath.split('/')[1] || '/', issue.message!]),
  );

/**
 * The built-in game provider as a Fastify plugin: its own tables, pages under `/games/<code>/`, its API under
 * `/games/api/*`, and money moved only through the platform's signed seamless endpoints. Encapsulated (not
 * wrapped in fastify-plugin) so its error handler and compilers stay its own.
 */
export const builtinGamesPlugin = async (app: FastifyInstance, options: BuiltinGamesOptions) => {
  await migrateGames(options.db);
  const ctx: ProviderContext = {
    db: options.db,
    client: seamlessClient({
      transport: options.transport ?? fetchTransport(options.platformUrl),
      providerCode: options.providerCode,
      secret: options.secret,
      backoffMs: options.backoffMs,
    }),
    houseSeeds: houseSeeds(await loadHouseKey(options.db)),
    now: options.now ?? Date.now,
    log: app.log,
  };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof GameError) {
      return reply.status(error.status).send({ error: error.code, message: error.message, data: null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { code, message } = errorCatalogue.BAD_REQUEST;
      const fields = memberFieldMessages(error.validation);
      const said = [...new Set(Object.values(fields))];
      return reply
        .status(400)
        .send({ error: code, message: said.length > 0 ? said.join(' • ') : message, data: { fields } });
    }
    if ('statusCode' in error && error.statusCode === 503) {
      // The database is away (the platform's db layer marks it so): try again shortly, not a bug.
      request.log.warn({ err: error }, 'built-in games: database unavailable');
      const { code, message } = errorCatalogue.SERVICE_UNAVAILABLE;
      return reply.status(503).send({ error: code, message, data: { request_id: request.id } });
    }
    // Malformed JSON, a body too large, a false Content-Encoding: Fastify's own client errors keep their status,
    // as the platform's envelope plugin answers them.
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const { code, message } = errorCatalogue[status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST'];
      return reply.status(status).send({ error: code, message, data: null });
    }
    request.log.error({ err: error }, 'built-in games: unhandled error');
    const { code, message } = errorCatalogue.INTERNAL;
    return reply.status(500).send({ error: code, message, data: { request_id: request.id } });
  });

  // A NUL byte cannot be stored in PostgreSQL text and no game page sends one: refused before any schema.
  app.addHook('preValidation', async (request) => {
    if (holdsNulByte(request.params) || holdsNulByte(request.query) || holdsNulByte(request.body)) {
      throw new GameError('BAD_REQUEST');
    }
  });

  // For the API document: the provider's operations under one tag; its pages (HTML) are no operation of it.
  app.addHook('onRoute', (route) => {
    route.schema = route.url.startsWith('/games/api/')
      ? { tags: ['games'], ...route.schema }
      : { hide: true, ...route.schema };
  });

  for (const routes of [playerRoutes, playRoutes, tableRoutes, verifyRoutes]) await app.register(routes(ctx));
  await app.register(pageRoutes(options.pages ?? { mode: 'built' }));

  const resolvers = { 'builtin-baccarat': baccaratResolver(ctx), 'builtin-football': footballResolver(ctx) };
  let sweeps = 0;
  const sweep = async () => {
    sweeps += 1;
    // about every ten minutes at the default pace
    if (sweeps % 300 === 0) await purgeDemoPlayers(ctx);
    return sweepRounds(ctx, resolvers);
  };
  options.expose?.({ sweep });

  const every = options.sweepIntervalMs ?? 2_000;
  if (every > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sweep()
        .catch((error: unknown) => app.log.warn({ err: error }, 'built-in games sweep failed'))
        .finally(() => (running = false));
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
