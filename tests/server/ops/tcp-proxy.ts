import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of PostgreSQL, so a test can take the database away and bring it back without touching the
 * shared cluster: `down()` drops every connection and refuses new ones (as a stopped server), `freeze()` keeps the
 * connections open but lets no byte through (as a server stopped with SIGSTOP), `up()` serves again.
 */
export const tcpProxy = async (target: { host: string; port: number }) => {
  const sockets = new Set<Socket>();
  let frozen = false;
  let server: Server | undefined;
  let port = 0;

  const relay = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    const pipe = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (!frozen) to.write(chunk);
      });
    pipe(client, upstream);
    pipe(upstream, client);
  };

  const up = async () => {
    frozen = false;
    if (server) return;
    server = createServer(relay);
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  };
  const down = async () => {
    const closing = server;
    server = undefined;
    for (const s of sockets) s.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };
  await up();
  return {
    port,
    up,
    down,
    freeze: () => void (frozen = true),
    close: down,
  };
};
