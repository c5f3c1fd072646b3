import type { Socket } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { inboxAnswer, inboxQuery, inboxReadAnswer, inboxReadBody } from '@contract/inbox';
import { sessionLive } from '@server/accounts/sessions';
import { markInboxRead, memberInbox } from '@server/live/inbox';
import { createMemberEvents, type MemberTopic } from '@server/live/member-events';
import { memberOf } from '@server/plugins/auth';

/** Streams of one member beyond this (tabs left open, a script) close the oldest. */
const MAX_STREAMS_PER_MEMBER = 8;

/**
 * The member's inbox and `GET /api/member/events`: server-sent events telling the member's page when their money moved or their inbox
 * grew, so it fetches them again (server/src/live/README.md). The stream carries no data of its own: what changed
 * is read through the usual calls, with their checks. It ends when the session does (checked at each keep-alive)
 * and when the server stops.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = createMemberEvents(app.db, (error) =>
    app.log.error({ err: error }, 'member events: listen failed'),
  );
  const open = new Map<number, Set<() => void>>();
  // Every connection that carried a stream, until it closes: a client gone may leave one half-open after its
  // stream ended, which would keep the server from stopping.
  const sockets = new Set<Socket>();
  app.addHook('preClose', async () => {
    for (const ends of open.values()) for (const end of [...ends]) end();
    for (const socket of sockets) socket.destroy();
  });
  app.addHook('onClose', () => events.close());

  app.get(
    '/api/member/events',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Live updates of the member (text/event-stream): events money, inbox, ended',
        produces: ['text/event-stream'],
      },
    },
    (request, reply) => {
      const member = memberOf(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        // No proxy may buffer or transform it (nginx reads X-Accel-Buffering).
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        // The connection is the stream's alone: closed with it, never left idle for another request.
        connection: 'close',
      });
      raw.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');

      let ended = false;
      const send = (topic: MemberTopic) => {
        if (!ended) raw.write(`event: ${topic}\ndata: {}\n\n`);
      };
      const unsubscribe = events.subscribe(member.id, send);
      const heartbeat = setInterval(() => {
        const keepAlive = () => {
          if (!ended) raw.write(': keep-alive\n\n');
        };
        // A database that does not answer ends nothing: the next beat asks again.
        sessionLive(app.db, member.sessionId).then((live) => (live ? keepAlive() : end('ended')), keepAlive);
      }, app.config.LIVE_HEARTBEAT_MS);
      heartbeat.unref();

      let ends = open.get(member.id);
      if (!ends) open.set(member.id, (ends = new Set()));
      const end = (reason?: 'ended') => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        ends.delete(stop);
        if (ends.size === 0) open.delete(member.id);
        if (reason) raw.write(`event: ${reason}\ndata: {}\n\n`);
        raw.end();
      };
      const stop = () => end();
      if (ends.size >= MAX_STREAMS_PER_MEMBER) [...ends][0]!();
      ends.add(stop);
      const socket = request.raw.socket;
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      raw.on('close', stop);
      // A client that goes away may only half-close the connection (Node's server keeps it open for the answer).
      socket.on('end', stop);
    },
  );

  app.get(
    '/api/member/inbox',
    {
      preHandler: app.authenticate,
      schema: { tags: ['account'], querystring: inboxQuery, response: { 200: envelopeOf(inboxAnswer) } },
    },
    async (request) =>
      ok(
        await memberInbox(app.db, memberOf(request).id, {
          before: request.query.before,
          limit: request.query.limit ?? 20,
        }),
      ),
  );

  app.post(
    '/api/member/inbox/read',
    {
      preHandler: app.authenticate,
      schema: { tags: ['account'], body: inboxReadBody, response: { 200: envelopeOf(inboxReadAnswer) } },
    },
    async (request) => ok({ unread: await markInboxRead(app.db, memberOf(request).id, request.body.up_to) }),
  );
};
