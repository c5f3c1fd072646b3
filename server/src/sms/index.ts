import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import { secretBoxOf } from '@server/line/secret-box';
import { createGatewaySms } from './gateway-sms';
import { createOutboxSms } from './outbox-sms';
import type { SmsSender } from './sms-sender';

export type { SmsSender } from './sms-sender';
export { createSmsDeliverer } from './deliver';

/** The SMS adapter named by `SMS_ADAPTER`: the built-in outbox table, or a gateway through the outbox job. */
export const createSmsSender = (config: Config, log: FastifyBaseLogger): SmsSender => {
  switch (config.SMS_ADAPTER) {
    case 'outbox':
      return createOutboxSms(log);
    case 'ants':
      return createGatewaySms('ants', config.SMS_PRICE_PER_SEGMENT_SATANG, secretBoxOf(config), log);
  }
};
