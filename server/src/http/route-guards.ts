import type { FastifyInstance, RouteOptions } from 'fastify';
import { guardDocOf, type GuardDoc } from './guard-docs';

/** The hooks a guard can be: each runs before the handler, and a refusal from one ends the request. */
const guardHooks = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/**
 * Fastify hands `onRoute` the route's own options only: the hooks its plugin added (`app.addHook('preHandler',
 * app.authenticate)`, the way most route groups guard all their routes) live on the plugin's instance, under a
 * symbol Fastify does not export. Found by its description; a Fastify that renamed it stops the server at
 * start rather than documenting every guarded route as public.
 */
const hooksSymbol = (instance: object): symbol => {
  for (let at: object | null = instance; at; at = Object.getPrototypeOf(at) as object | null) {
    const found = Object.getOwnPropertySymbols(at).find((key) => key.description === 'fastify.hooks');
    if (found) return found;
  }
  throw new Error('route-guards: Fastify keeps its hooks elsewhere now; the API document cannot see guards');
};

const asList = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/**
 * The guards a route runs: its own hooks and its plugin's. Read once the app is ready (the document is built
 * then): a plugin's hooks are attached after its routes are declared.
 */
export const guardsOf = (route: RouteOptions, instance: FastifyInstance | undefined): GuardDoc[] => {
  const own = guardHooks.flatMap((name) => asList(route[name]));
  const hooks = instance
    ? (instance as unknown as Record<symbol, Record<string, unknown[]>>)[hooksSymbol(instance)]
    : undefined;
  const inherited = hooks ? guardHooks.flatMap((name) => hooks[name] ?? []) : [];
  return [...inherited, ...own].flatMap((hook) => guardDocOf(hook) ?? []);
};
