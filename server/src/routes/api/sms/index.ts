import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { smsReportAnswer } from '@contract/sms';
import { describeGuard } from '@server/http/guard-docs';
import { fail } from '@server/http/app-error';
import { readAntsReport, reportAuthorized } from '@server/sms/ants';
import { applyDeliveryReport } from '@server/sms/delivery-report';

/**
 * Where the SMS gateway posts delivery reports. ANTS authenticates them with HTTP Basic (its "Callback Delivery
 * Report" page): checked on the request line, before the body is read, so a forged report is refused unread.
 * A report is never logged (it carries the message's text).
 */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  const username = app.config.ANTS_REPORT_USERNAME || app.config.ANTS_USERNAME;
  const password = app.config.ANTS_REPORT_PASSWORD || app.config.ANTS_PASSWORD;
  const fromAnts = async (request: FastifyRequest) => {
    if (!reportAuthorized(request.headers.authorization, username, password)) {
      fail('UNAUTHORIZED', null, 'รายงานผลการส่ง SMS ไม่ผ่านการยืนยันตัวตน');
    }
  };
  app.addHook('onRequest', describeGuard(fromAnts, { scheme: 'smsReport', refuses: [401] }));

  app.post(
    '/api/sms/ants/report',
    {
      compress: false,
      logLevel: 'warn',
      schema: { tags: ['sms'], response: { 200: envelopeOf(smsReportAnswer) } },
    },
    async (request) =>
      ok({ updated: await applyDeliveryReport(app.db, 'ants', readAntsReport(request.body)) }),
  );
};
