import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentSettings,
  channelInput,
  channelRow,
  contentIdParams,
  contentInputs,
  contentKinds,
  contentRows,
} from '@contract/admin/content';
import { envelopeOf, ok } from '@contract/envelope';
import { agentSettingsOf, saveAgentSettings } from '@server/agents/admin/agent-settings';
import { listChannels, saveChannel } from '@server/payments/admin/channels';
import { listContent, saveContent } from '@server/agents/admin/content-lists';
import { adminSchema, byStaff, staffOf } from './staff-call';

const config = { permission: 'content.manage' } as const;

/**
 * The content page: agent settings, the five lists (banners, notifications, events, bank and TrueMoney
 * accounts: list, create, replace) and the payment channels. Every change is audited in its transaction.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/agent',
    { config, schema: { ...adminSchema, response: { 200: envelopeOf(agentSettings) } } },
    async (request) => ok(await agentSettingsOf(app.db, staffOf(request).agentId)),
  );
  app.post(
    '/api/admin/content/agent',
    { config, schema: { ...adminSchema, body: agentSettings, response: { 200: envelopeOf(agentSettings) } } },
    async (request) => ok(await saveAgentSettings(app.db, byStaff(request), request.body)),
  );

  for (const kind of contentKinds) {
    const row = contentRows[kind];
    const body = contentInputs[kind];
    app.get(
      `/api/admin/content/${kind}`,
      { config, schema: { ...adminSchema, response: { 200: envelopeOf(z.array(row)) } } },
      async (request) => ok(await listContent(app.db, staffOf(request).agentId, kind)),
    );
    app.post(
      `/api/admin/content/${kind}`,
      { config, schema: { ...adminSchema, body, response: { 200: envelopeOf(row) } } },
      async (request) => ok(await saveContent(app.db, byStaff(request), kind, null, request.body as never)),
    );
    app.post(
      `/api/admin/content/${kind}/:id`,
      {
        config,
        schema: { ...adminSchema, params: contentIdParams, body, response: { 200: envelopeOf(row) } },
      },
      async (request) =>
        ok(await saveContent(app.db, byStaff(request), kind, request.params.id, request.body as never)),
    );
  }

  app.get(
    '/api/admin/content/channels',
    { config, schema: { ...adminSchema, response: { 200: envelopeOf(z.array(channelRow)) } } },
    async (request) => ok(await listChannels(app.db, staffOf(request).agentId)),
  );
  app.post(
    '/api/admin/content/channels/:id',
    {
      config,
      schema: {
        ...adminSchema,
        params: contentIdParams,
        body: channelInput,
        response: { 200: envelopeOf(channelRow) },
      },
    },
    async (request) => ok(await saveChannel(app.db, byStaff(request), request.params.id, request.body)),
  );
};
