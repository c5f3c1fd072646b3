import Fastify from 'fastify';

/**
 * The bare limit of bench/suites/read-path.ts, in its own process: a lone Fastify route (no plugins, hooks,
 * schemas or database) answering `method path` with the JSON in BENCH_BARE_BODY, exactly the bytes the real
 * app answered. Sends `{port}` to the parent over IPC once listening; exits when the parent disconnects.
 */
const main = async () => {
  const method = process.env.BENCH_BARE_METHOD === 'GET' ? 'GET' : 'POST';
  const body = process.env.BENCH_BARE_BODY ?? '{}';
  const app = Fastify({ logger: false });
  app.route({
    method,
    url: process.env.BENCH_BARE_PATH ?? '/',
    handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send(body),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
