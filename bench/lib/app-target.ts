import { forkRole, serveBenchApp } from './bench-app';

/**
 * The real app on DATABASE_URL in a process of its own (bench-app.ts serveBenchApp), for the endpoint suites:
 * `startAppTarget(url)` forks this file and answers the child and its port.
 */
export const startAppTarget = async (databaseUrl: string) => {
  const { child, first } = await forkRole(import.meta.url, {
    BENCH_APP_TARGET: 'on',
    DATABASE_URL: databaseUrl,
  });
  return { child, port: (first as { port: number }).port };
};

if (process.env.BENCH_APP_TARGET === 'on') void serveBenchApp();
