import fp from 'fastify-plugin';
import { holdsNulByte } from '@contract/common';
import { errorCatalogue } from '@contract/errors';

/**
 * Rules on every input of every route, before its schema: a NUL byte anywhere (body, query, path) is refused as
 * 400, since PostgreSQL text cannot hold one and no correct client sends one. The answer is sent here rather
 * than thrown: the hook also runs for routes of encapsulated plugins with their own error handler (games/).
 */
export const inputGuardPlugin = fp(async (app) => {
  // A callback hook (every request runs it): it either answers, or goes on, never both.
  app.addHook('preValidation', (request, reply, done) => {
    if (holdsNulByte(request.params) || holdsNulByte(request.query) || holdsNulByte(request.body)) {
      const { code, message } = errorCatalogue.BAD_REQUEST;
      reply.status(400).send({ error: code, message, data: { reason: 'nul_byte' } });
      return;
    }
    done();
  });
});
