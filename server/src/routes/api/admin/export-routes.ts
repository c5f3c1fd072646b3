import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportKinds, exportPermission, exportQuery } from '@contract/admin/exports';
import { exportCsv } from '@server/reports/exports';
import { adminSchema, byStaff } from './staff-call';

/**
 * The console's CSV exports, one route per kind so each declares its own permission: deposits, withdrawals,
 * members, ledger movements and the audit log of a range of days, streamed (server/src/reports/exports.ts).
 */
export const adminExportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of exportKinds) {
    app.get(
      `/api/admin/exports/${kind}.csv`,
      {
        config: { permission: exportPermission[kind] },
        schema: { ...adminSchema, produces: ['text/csv'], querystring: exportQuery },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const lines = await exportCsv(app.db, kind, byStaff(request), from, to);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}-${from}-${to}.csv"`)
          .send(Readable.from(lines));
      },
    );
  }
};
