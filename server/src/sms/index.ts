import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import { createOutboxSms } from './outbox-sms';
import type { SmsSender } from './sms-sender';

export type { SmsSender } from './sms-sender';

/** The SMS adapter named by `SMS_ADAPTER` (only the built-in outbox exists; a gateway adds a case here). */
export const createSmsSender = (config: Config, log: FastifyBaseLogger): SmsSender => {
  switch (config.SMS_ADAPTER) {
    case 'outbox':
      return createOutboxSms(log);
  }
};
