import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets wherever they appear (the sandbox tester's `?token=`, a game's). */
const SECRET_NAME = /token|secret|password|passwd|signature/i;

const secretName = (name: string) => {
  try {
    return SECRET_NAME.test(decodeURIComponent(name.replace(/\+/g, ' ')));
  } catch {
    return SECRET_NAME.test(name); // a malformed escape: judge the name as written
  }
};

/**
 * The URL as the log may keep it: the value of every query parameter named like a secret replaced by
 * `[redacted]`, everything else as sent. A link that carries a token (a tester opening the sandbox page on a
 * phone) must not leave it in a log file that more people read than hold the token.
 */
export const redactUrl = (url: string) => {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return eq >= 0 && secretName(name) ? `${name}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
};

/** Fastify's own request serializer (what 'incoming request' lines show), with the URL redacted. */
const req = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  version: request.headers?.['accept-version'] as string | undefined,
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** An error's fields that carry a statement's values (PGlite's and pg's errors): one-time codes, phones, amounts. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values']);

/**
 * An error as the log may keep it: type, message, stack and its own fields, but never the values of the SQL
 * statement that failed (a database error carries them: a one-time code being stored, a phone, a secret being
 * sealed). Causes are redacted the same way.
 */
export const redactError = (error: unknown, depth = 0): unknown => {
  if (!(error instanceof Error) || depth > 3) return error;
  const fields = Object.entries(error).filter(([key]) => !VALUE_FIELDS.has(key));
  return {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack,
    ...Object.fromEntries(
      fields.map(([key, value]) => [key, key === 'cause' ? redactError(value, depth + 1) : value]),
    ),
  };
};

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The server's logger options with the redacting request and error serializers (a caller's own serializers win).
 */
export const withRedactedUrls = (logger: LoggerOption): LoggerOption => {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  const err = (error: FastifyError) =>
    redactError(error) as { type: string; message: string; stack: string; [key: string]: unknown };
  return { ...options, serializers: { req, err, ...options.serializers } };
};
