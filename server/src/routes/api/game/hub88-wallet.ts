import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  HUB88_SIGNATURE_HEADER,
  hub88Answer,
  hub88BalanceBody,
  hub88BetBody,
  hub88Path,
  hub88Required,
  hub88RollbackBody,
  hub88UserInfoBody,
  hub88WinBody,
  type Hub88Answer,
  type Hub88Call,
} from '@contract/games/hub88';
import { hub88Keys, type Hub88Keys } from '@server/games/hub88/keys';
import { hub88SignatureMatches, signHub88 } from '@server/games/hub88/signature';
import { userInfo } from '@server/games/hub88/users';
import * as wallet from '@server/games/hub88/wallet';
import * as freebets from '@server/games/hub88/freebets-wallet';
import { findSeamlessProvider, type SeamlessProvider } from '@server/games/seamless/seamless-repository';
import { secretBoxOf } from '@server/line/secret-box';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as Hub88 sent it: its signature covers these bytes. */
    hub88RawBody: string;
  }
}

type Json = Record<string, unknown>;

/** request_uuid and user of a body, echoed in every answer (when they are strings). */
const echoOf = (body: unknown) => {
  const fields = (body && typeof body === 'object' ? body : {}) as Json;
  return {
    ...(typeof fields.request_uuid === 'string' ? { request_uuid: fields.request_uuid } : {}),
    ...(typeof fields.user === 'string' ? { user: fields.user } : {}),
  };
};

const parseJson = (raw: string): Json | null => {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
};

/**
 * The body of one call, read the documentation's way: not JSON or a required field missing is
 * RS_ERROR_WRONG_SYNTAX, a field of the wrong type RS_ERROR_WRONG_TYPES.
 */
const readBody = <Schema extends z.ZodType>(
  call: Hub88Call,
  schema: Schema,
  json: Json | null,
): { body: z.infer<Schema> } | { refusal: Hub88Answer } => {
  if (!json || hub88Required[call].some((field) => json[field] === undefined || json[field] === null))
    return { refusal: { status: 'RS_ERROR_WRONG_SYNTAX', ...echoOf(json) } };
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { refusal: { status: 'RS_ERROR_WRONG_TYPES', ...echoOf(json) } };
  return { body: parsed.data };
};

/**
 * The Wallet API Hub88 calls (shared/contract/games/hub88.ts, server/src/games/hub88/README.md). Hub88's signature
 * is verified on the raw body before the body is even parsed; every answer is HTTP 200 with its `RS_*` status and
 * is signed with our key. The money goes through the seamless wallet's service, like the built-in provider's.
 */
export const hub88WalletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('hub88RawBody', '');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.hub88RawBody = body as string;
    done(null, null);
  });
  const box = () => secretBoxOf(app.config);

  const send = async (reply: FastifyReply, keys: Hub88Keys | null, answer: Hub88Answer) => {
    const raw = JSON.stringify(answer);
    if (keys) reply.header(HUB88_SIGNATURE_HEADER, await signHub88(keys.operator, raw));
    return reply.type('application/json; charset=utf-8').send(raw);
  };

  const route = (
    call: Hub88Call,
    work: (provider: SeamlessProvider, json: Json | null) => Promise<Hub88Answer>,
  ) =>
    app.post(
      hub88Path(call),
      {
        compress: false,
        schema: {
          tags: ['hub88'],
          // Hub88's own JSON, not the platform's envelope: sent as the exact bytes we signed.
          response: { 200: hub88Answer },
          description:
            'Called by Hub88 (Operator API, Wallet API). X-Hub88-Signature (RSA-SHA256 of the raw body, base64, ' +
            "with Hub88's key) is required; a missing or wrong one is answered RS_ERROR_INVALID_SIGNATURE. " +
            'Every answer is HTTP 200 JSON { status: RS_*, request_uuid, user, ... } signed with our key.',
        },
      },
      async (request: FastifyRequest, reply) => {
        let keys: Hub88Keys | null = null;
        try {
          keys = await hub88Keys(app.db, box());
          const raw = request.hub88RawBody;
          if (!(await hub88SignatureMatches(keys.hub88, raw, request.headers[HUB88_SIGNATURE_HEADER])))
            return send(reply, keys, { status: 'RS_ERROR_INVALID_SIGNATURE', ...echoOf(parseJson(raw)) });
          const json = parseJson(raw);
          const provider = await findSeamlessProvider(app.db, 'hub88');
          if (!provider) return send(reply, keys, { status: 'RS_ERROR_INVALID_PARTNER', ...echoOf(json) });
          return send(reply, keys, await work(provider, json));
        } catch (error) {
          request.log.error({ err: error, call }, 'hub88 wallet call failed');
          return send(reply, keys, {
            status: 'RS_ERROR_UNKNOWN',
            ...echoOf(parseJson(request.hub88RawBody)),
          });
        }
      },
    );

  route('user/info', async (_provider, json) => {
    const read = readBody('user/info', hub88UserInfoBody, json);
    return 'refusal' in read ? read.refusal : userInfo(app.db, read.body);
  });
  route('user/balance', async (provider, json) => {
    const read = readBody('user/balance', hub88BalanceBody, json);
    return 'refusal' in read ? read.refusal : wallet.userBalance(app.db, provider, read.body);
  });
  route('transaction/bet', async (provider, json) => {
    const read = readBody('transaction/bet', hub88BetBody, json);
    if ('refusal' in read) return read.refusal;
    // A free bet (is_free, Freebets API) is never debited: games/hub88/freebets-wallet.ts.
    return (await freebets.isFreebetCall(app.db, json))
      ? freebets.freeBet(app.db, provider, read.body, app.clock())
      : wallet.bet(app.db, provider, read.body, app.clock());
  });
  route('transaction/win', async (provider, json) => {
    const read = readBody('transaction/win', hub88WinBody, json);
    if ('refusal' in read) return read.refusal;
    return (await freebets.isFreebetCall(app.db, json))
      ? freebets.freeWin(app.db, provider, read.body, app.clock())
      : wallet.win(app.db, provider, read.body, app.clock());
  });
  route('transaction/rollback', async (provider, json) => {
    const read = readBody('transaction/rollback', hub88RollbackBody, json);
    if ('refusal' in read) return read.refusal;
    return (await freebets.isFreebetCall(app.db, json))
      ? freebets.freeRollback(app.db, provider, read.body)
      : wallet.rollback(app.db, provider, read.body, app.clock());
  });
};
