import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  richMenuBody,
  richMenuDraft,
  richMenuKindParams,
  richMenuList,
  richMenuPublication,
} from '@contract/admin/rich-menus';
import { envelopeOf, ok } from '@contract/envelope';
import { liffConfigOf } from '@server/line/line-settings';
import { lineHostsOf } from '@server/line/messaging/client';
import { listRichMenus, richMenuDraftOf, saveRichMenuDraft } from '@server/line/richmenus/admin/drafts';
import { publishRichMenu, rollbackRichMenu } from '@server/line/richmenus/admin/publish';
import { secretBoxOf } from '@server/line/secret-box';
import type { FastifyRequest } from 'fastify';
import { adminSchema, byStaff, emptyBody, staffOf } from './staff-call';

/** A 1 MB image is 1.4 MB of base64: room for a larger one, so it gets the Thai refusal of its size, not a 413. */
const bodyLimit = 3_000_000;

/**
 * The LINE rich menus (owner, `line.settings`): the guest and member drafts, saving one (its image checked on the
 * bytes), publishing it to LINE and rolling back (server/src/line/richmenus).
 */
export const adminRichMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = { permission: 'line.settings' } as const;
  const contextOf = async (request: FastifyRequest) => ({
    db: app.db,
    box: secretBoxOf(app.config),
    hosts: lineHostsOf(app.config),
    liff: await liffConfigOf(app.db, staffOf(request).agentId, app.config.LINE_CHANNEL_ID),
  });
  app.get(
    '/api/admin/line/rich-menus',
    { config: settings, schema: { ...adminSchema, response: { 200: envelopeOf(richMenuList) } } },
    async (request) => ok(await listRichMenus(app.db, staffOf(request).agentId)),
  );
  app.get(
    '/api/admin/line/rich-menus/:kind',
    {
      config: settings,
      schema: {
        ...adminSchema,
        params: richMenuKindParams,
        response: { 200: envelopeOf(richMenuDraft.nullable()) },
      },
    },
    async (request) => ok(await richMenuDraftOf(app.db, staffOf(request).agentId, request.params.kind)),
  );
  app.post(
    '/api/admin/line/rich-menus/:kind',
    {
      config: settings,
      bodyLimit,
      schema: {
        ...adminSchema,
        params: richMenuKindParams,
        body: richMenuBody,
        response: { 200: envelopeOf(richMenuDraft) },
      },
    },
    async (request) =>
      ok(await saveRichMenuDraft(app.db, byStaff(request), request.params.kind, request.body)),
  );
  app.post(
    '/api/admin/line/rich-menus/:kind/publish',
    {
      config: settings,
      schema: {
        ...adminSchema,
        params: richMenuKindParams,
        body: emptyBody,
        response: { 200: envelopeOf(richMenuPublication) },
      },
    },
    async (request) =>
      ok(await publishRichMenu(await contextOf(request), byStaff(request), request.params.kind)),
  );
  app.post(
    '/api/admin/line/rich-menus/:kind/rollback',
    {
      config: settings,
      schema: {
        ...adminSchema,
        params: richMenuKindParams,
        body: emptyBody,
        response: { 200: envelopeOf(richMenuPublication) },
      },
    },
    async (request) =>
      ok(await rollbackRichMenu(await contextOf(request), byStaff(request), request.params.kind)),
  );
};
