import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalogue } from '@contract/errors';
import { fromUnavailableDatabase } from '@server/db/unavailable';
import { AppError } from '@server/http/app-error';
import { sendNotFound } from '@server/http/front-end-of';

/**
 * Fastify's router refuses some requests before any route or error handler sees them (a path whose
 * percent-encoding is no UTF-8, a parameter over the length limit): `frameworkErrors` in app.ts sends them here,
 * so they leave as the envelope every other 400 is, with the request id every other answer names.
 */
export const answerFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const { code, message } = errorCatalogue.BAD_REQUEST;
  reply
    .status(400)
    .header('x-request-id', request.id)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error: code, message, data: { reason: error.code } }));
};

/**
 * Every failure leaves as an envelope: AppError with its catalogue entry, schema failures as 400 BAD_REQUEST,
 * unknown routes as 404, the database away as 503, anything else as 500 with the request id that is in the log.
 */
export const envelopePlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    // The route's response schema describes its success; a refusal is serialised as plain JSON.
    reply.serializer(JSON.stringify);
    // Said outright: with a custom serializer a GET route's refusal left without any content type.
    reply.type('application/json; charset=utf-8');
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ error: error.code, message: error.message, data: error.data ?? null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => issue.instancePath || '/');
      const { code, message } = errorCatalogue.BAD_REQUEST;
      return reply.status(400).send({ error: code, message, data: { fields } });
    }
    if (fromUnavailableDatabase(error)) {
      // Not a bug: the database is down, restarting or too slow. The pool reconnects by itself when it is back.
      request.log.warn({ err: error }, 'database unavailable');
      const { code, message } = errorCatalogue.SERVICE_UNAVAILABLE;
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          error: code,
          message: `${message} (รหัสอ้างอิง ${request.id})`,
          data: { request_id: request.id },
        });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      const { code, message } = errorCatalogue.RATE_LIMITED;
      return reply.status(429).send({ error: code, message, data: null });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, body too large, wrong content type: requests no correct client sends.
      const { code, message } = errorCatalogue.BAD_REQUEST;
      return reply
        .status(status)
        .send({ error: code, message, data: { reason: 'code' in error ? error.code : 'bad_request' } });
    }
    request.log.error({ err: error }, 'unhandled error');
    const { code, message } = errorCatalogue.INTERNAL;
    return reply.status(500).send({
      error: code,
      message: `${message} (รหัสอ้างอิง ${request.id})`,
      data: { request_id: request.id },
    });
  });

  app.setNotFoundHandler((request, reply) => {
    return sendNotFound(reply, request.url);
  });
});
