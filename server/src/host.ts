import type { AddressInfo } from 'node:net';
import { builtinGamesPlugin } from '@games/plugin';
import { migrateGames } from '@games/provider/migrate';
import { fetchTransport } from '@games/provider/seamless-client';
import { buildApp, type BuildOptions } from './app';
import type { Db } from './db/db';
import { cashbackJobsPlugin } from './jobs/cashback';
import { affiliateJobsPlugin } from './jobs/affiliate';
import { lottoJobsPlugin } from './jobs/lotto';
import { pollJobsPlugin } from './jobs/polls';
import { pointsJobsPlugin } from './jobs/points';
import { reportRollupJobsPlugin } from './jobs/report-rollups';
import { outboxJobsPlugin } from './jobs/outbox';
import { broadcastJobsPlugin } from './jobs/broadcasts';
import { hub88ImportJobsPlugin } from './jobs/hub88-import';
import { hub88DemoPlugin } from './seed/hub88-demo';
import { hub88FreebetsJobsPlugin } from './games/hub88/freebets-job';
import { hub88Endpoint } from './games/hub88/games-api';
import { createLineDeliverer } from './line/messaging/deliver';
import { createSmsDeliverer } from './sms';
import { lineHostsOf } from './line/messaging/client';
import { secretBoxOf } from './line/secret-box';
import { BUILTIN_PROVIDER_CODE } from './games/builtin-catalogue';
import { builtinProviderSecret } from './games/catalogue-sync';

/**
 * The hosted provider's schema, brought up to date by the database's owner at start (`prepareDatabase`), before
 * the app role is granted its tables: the provider's handle is the app's, which may not change the schema.
 */
export const migrateHosted = (owner: Db) => migrateGames(owner);

/**
 * The composition root of one process: the platform, plus the built-in game provider hosted beside it. This is
 * the only server file that imports `games/`; the provider still reaches the platform only over HTTP, through
 * the signed seamless-wallet endpoints, exactly as an outside provider would.
 */
export const buildHost = async (options: BuildOptions & { gamePages: 'built' | 'source' }) => {
  const app = await buildApp(options);
  const ownUrl = () => {
    const address = app.server.address() as AddressInfo | null;
    return options.config.PUBLIC_URL ?? `http://127.0.0.1:${address?.port ?? options.config.PORT}`;
  };
  await app.register(builtinGamesPlugin, {
    db: app.db,
    secret: await builtinProviderSecret(app.db),
    providerCode: BUILTIN_PROVIDER_CODE,
    platformUrl: ownUrl(),
    // The port is known only after listen (PORT=0 in tests): resolve the address at call time.
    transport: (request) => fetchTransport(ownUrl())(request),
    pages: { mode: options.gamePages, staticDir: options.config.STATIC_DIR },
  });
  await app.register(lottoJobsPlugin, {
    db: app.db,
    everyMs: options.config.LOTTO_JOBS_INTERVAL_MS,
    clock: app.clock,
  });
  await app.register(cashbackJobsPlugin, {
    db: app.db,
    everyMs: options.config.CASHBACK_JOBS_INTERVAL_MS,
    clock: app.clock,
  });
  // Commission is daily: a claim a minute is plenty, and off whenever the lotto jobs are (tests).
  await app.register(affiliateJobsPlugin, {
    db: app.db,
    everyMs: options.config.LOTTO_JOBS_INTERVAL_MS > 0 ? 60_000 : 0,
    clock: app.clock,
  });
  // Polls share the lotto jobs' interval (and its 0: off in tests).
  await app.register(pollJobsPlugin, {
    db: app.db,
    everyMs: options.config.LOTTO_JOBS_INTERVAL_MS,
    clock: app.clock,
  });
  // Points earned and expired once a Bangkok day: daily work like cashback's, on its interval.
  await app.register(pointsJobsPlugin, {
    db: app.db,
    everyMs: options.config.CASHBACK_JOBS_INTERVAL_MS,
    clock: app.clock,
  });
  // The console's money figures of closed Bangkok days rolled up (issue 31): daily work, on its interval.
  await app.register(reportRollupJobsPlugin, {
    db: app.db,
    everyMs: options.config.CASHBACK_JOBS_INTERVAL_MS,
    clock: app.clock,
  });
  // LINE messages and SMS leave through the outbox, sent by every process (each entry claimed once).
  await app.register(outboxJobsPlugin, {
    db: app.db,
    everyMs: options.config.OUTBOX_INTERVAL_MS,
    deliverers: {
      line: createLineDeliverer({
        db: app.db,
        box: secretBoxOf(options.config),
        hosts: lineHostsOf(options.config),
        publicUrl: options.config.PUBLIC_URL,
      }),
      sms: createSmsDeliverer({ db: app.db, config: options.config, log: app.log }),
    },
  });
  // Scheduled LINE broadcasts start on the outbox's interval (each claimed once), their batches sent by it.
  await app.register(broadcastJobsPlugin, {
    db: app.db,
    everyMs: options.config.OUTBOX_INTERVAL_MS,
    line: { box: secretBoxOf(options.config), hosts: lineHostsOf(options.config) },
    clock: app.clock,
  });
  // Hub88's game list, imported once a Bangkok day (claimed), tried every ten minutes while the daily jobs run.
  await app.register(hub88ImportJobsPlugin, {
    db: app.db,
    box: secretBoxOf(options.config),
    everyMs: options.config.CASHBACK_JOBS_INTERVAL_MS,
    clock: app.clock,
  });
  // Free bets the rewards engine granted, created at Hub88 on the outbox's interval (each claimed once).
  await app.register(hub88FreebetsJobsPlugin, {
    db: app.db,
    everyMs: options.config.OUTBOX_INTERVAL_MS,
    box: secretBoxOf(options.config),
    clock: app.clock,
    endpoint: hub88Endpoint,
  });
  // The demo's Hub88 (HUB88_STAND_IN=1): the stand-in on this server, connected and its games imported.
  if (options.config.HUB88_STAND_IN === '1')
    await app.register(hub88DemoPlugin, {
      box: secretBoxOf(options.config),
      ownUrl,
      publicUrl: options.config.PUBLIC_URL,
    });
  return app;
};
