import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lineWebLinkStartAnswer, lineWebLinkStartBody } from '@contract/account';
import { envelopeOf, ok } from '@contract/envelope';
import { finishLineWebLink, LINE_LINK_STATE_SECONDS, startLineWebLink } from '@server/accounts/line-web-link';
import { createLineWebLoginVerifier } from '@server/line';
import { memberOf } from '@server/plugins/auth';

/** The cookie that ties a state to the browser that started it, sent back only to the callback. */
const STATE_COOKIE = 'line_link_state';
const CALLBACK_PATH = '/api/line/link/callback';
const PROFILE_PATH = '/member/profile';

const cookieOf = (header: string | undefined, name: string) => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

/**
 * Linking LINE from the web profile with LINE Login (authorization code with PKCE): start answers LINE's
 * authorize URL and sets the state cookie; LINE sends the browser back to the callback, which links and
 * redirects to the profile with `?line=<outcome>` (server/src/accounts/line-web-link.ts).
 */
export const lineWebLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifier = createLineWebLoginVerifier(app.config, app.log);
  const secureCookie = app.config.PUBLIC_URL?.startsWith('https:') ?? false;
  const cookie = (value: string, maxAge: number) =>
    [
      `${STATE_COOKIE}=${encodeURIComponent(value)}`,
      `Path=${CALLBACK_PATH}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(secureCookie ? ['Secure'] : []),
    ].join('; ');

  app.post(
    '/api/member/line/link/start',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: lineWebLinkStartBody,
        response: { 200: envelopeOf(lineWebLinkStartAnswer) },
      },
    },
    async (request, reply) => {
      const origin = app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
      const { state, ...answer } = await startLineWebLink(
        app.db,
        app.config,
        memberOf(request),
        request.body.password,
        `${origin}${CALLBACK_PATH}`,
        { ip: request.ip },
      );
      reply.header('set-cookie', cookie(state, LINE_LINK_STATE_SECONDS));
      return ok(answer);
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      schema: {
        // A browser's stop in LINE Login, not an API call: it always redirects (303) to the profile, which words
        // the outcome. Out of the API document, as the sandbox's pages are.
        hide: true,
        tags: ['account'],
        querystring: z.object({
          code: z.string().max(500).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
          error_description: z.string().max(1000).optional(),
        }),
      },
    },
    async (request, reply) => {
      const outcome = await finishLineWebLink(
        app.db,
        app.config,
        verifier,
        { ...request.query, browserState: cookieOf(request.headers.cookie, STATE_COOKIE) },
        {
          ip: request.ip,
          requestId: request.id,
          log: (detail, message) => request.log.warn(detail, message),
        },
      );
      // The code is in this URL: it goes nowhere else, and no copy is kept.
      reply
        .header('set-cookie', cookie('', 0))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer');
      return reply.redirect(`${PROFILE_PATH}?line=${outcome}`, 303);
    },
  );
};
