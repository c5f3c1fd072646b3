import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/db';
import { withRedactedUrls } from './http/log-redaction';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { answerFrameworkError, envelopePlugin } from './plugins/envelope';
import { metricsPlugin } from './plugins/metrics';
import { inputGuardPlugin } from './plugins/input-guard';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { staffAuthPlugin } from './staff/staff-auth';
import { routeGroups } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The one clock every business rule reads (server/src/README.md): tests move it through `BuildOptions.clock`. */
    clock: () => Date;
  }
}

export type BuildOptions = {
  config: Config;
  db: Db;
  /** Reads that may be a little stale (reports) go here: a streaming replica's pool; `db` when not given. */
  replica?: Db;
  /** Close the database (and the replica's pool) when the app closes (the server does; tests share one database). */
  ownsDb?: boolean;
  /** Serve the built front ends (production start). */
  serveFrontEnds?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Where /metrics reads its text: this process's registry by default, the whole cluster in a worker. */
  metricsText?: () => Promise<string>;
  /** Sees every route as it is declared, schemas included (the fuzz suite drives each one from its schema). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock every business rule reads (a test deployment's runs ahead); the system clock by default. */
  clock?: () => Date;
};

/** The whole server as a Fastify instance: plugins for outside things, then the route groups. */
export const buildApp = async ({
  config,
  db,
  replica,
  ownsDb = false,
  serveFrontEnds = false,
  logger,
  metricsText,
  onRoute,
  clock = () => new Date(),
}: BuildOptions) => {
  const app = Fastify({
    // Query values named like secrets (?token=) never reach the log.
    logger: withRedactedUrls(logger ?? { level: config.LOG_LEVEL }),
    // Ours only: a client could otherwise pick the id of someone else's failure, or flood one id in the log.
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
    trustProxy: config.TRUST_PROXY === 'false' ? false : config.TRUST_PROXY,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', clock);
  if (onRoute) app.addHook('onRoute', onRoute);
  // Every answer names our id. A caller's own id (a proxy's, a provider's) is kept in the log beside ours,
  // never in its place. A callback hook: every request runs it, and an async one costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given)) {
      // Both: Fastify writes its own 'request completed' line through the reply's logger.
      request.log = reply.log = request.log.child({ client_request_id: given });
    }
    done();
  });

  // Text answers (pages, scripts, JSON) compressed: phones on mobile data download a third of the bytes.
  // Brotli at quality 4: close to gzip -9 in size at a fraction of the CPU of the default 11.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(dbPlugin, { db, replica, closeOnShutdown: ownsDb });
  await app.register(envelopePlugin);
  await app.register(metricsPlugin, { metricsText });
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(staffAuthPlugin);
  for (const group of routeGroups) await app.register(group);
  if (serveFrontEnds) await app.register(spaPlugin, { root: config.STATIC_DIR });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
