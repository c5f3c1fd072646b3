import { existsSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '@scripts/build-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory of the server and operator-command bundles (spawn-node.ts). */
    serverBundle: string;
  }
}

/**
 * The server and the operator commands bundled once for the run (scripts/build-server.ts): the tests that start
 * them as processes run plain node instead of tsx compiling the server's whole import graph at every start. Inside
 * the repository, where node finds node_modules for the bundles' external packages.
 */
export default async function buildBundle(project: TestProject) {
  const dir = resolve(import.meta.dirname, '../../../.tmp', `test-bundle-${process.pid}`);
  // Each project whose files start processes runs this setup, one after the other: the later ones find the bundle
  // built since the run began (a directory left by an earlier run that had this pid is older) and use it.
  const server = join(dir, 'server.js');
  if (!existsSync(server) || statSync(server).mtimeMs < performance.timeOrigin) {
    await buildServer(dir, { commands: true });
  }
  project.provide('serverBundle', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
