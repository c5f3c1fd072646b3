import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import type { Queryable } from '@server/db/db';
import { secretBoxOf } from '@server/line/secret-box';
import { MAX_ATTEMPTS, type Deliverer, type Delivery } from '@server/outbox/outbox';
import { antsSend, type AntsSettings } from './ants';
import type { SmsPayload } from './gateway-sms';
import { maskPhone } from './mask';

/** ANTS's settings from the configuration; reports are asked for at PUBLIC_URL's report route when it is set. */
const antsSettingsOf = (config: Config): AntsSettings => ({
  apiUrl: config.ANTS_API_URL,
  username: config.ANTS_USERNAME,
  password: config.ANTS_PASSWORD,
  sender: config.ANTS_SENDER,
  notifyUrl: config.PUBLIC_URL ? new URL('/api/sms/ants/report', config.PUBLIC_URL).toString() : null,
  timeoutMs: config.SMS_GATEWAY_TIMEOUT_MS,
});

type MessageRow = {
  id: string;
  ref: string;
  phone: string;
  purpose: string;
  body: string | null;
  expired: boolean;
  status: string;
  provider_message_id: string | null;
};

/** The text is dropped once its fate is decided: sent, refused or expired, no one-time code stays readable. */
const settle = async (
  db: Queryable,
  id: string,
  status: 'sent' | 'failed' | 'expired',
  detail: string | null,
  extra: { providerId?: string; credits?: number } = {},
) =>
  db.query(
    `UPDATE sms_messages
        SET body = NULL, status = $2, status_detail = $3,
            provider_message_id = coalesce($4, provider_message_id),
            credits = coalesce($5::numeric, credits),
            cost = CASE WHEN $5::numeric IS NULL THEN cost ELSE ceil($5::numeric * price_per_segment)::bigint END,
            sent_at = CASE WHEN $2 = 'sent' THEN now() ELSE sent_at END
      WHERE id = $1 AND status = 'queued'`,
    [id, status, detail, extra.providerId ?? null, extra.credits ?? null],
  );

/**
 * The outbox's SMS deliverer (`deliverDue(db, { sms: createSmsDeliverer(...) })`): sends one `sms_messages` row
 * through the configured gateway. A message already sent (a lapsed lease's second attempt) answers `sent` without
 * calling again; an expired one is not sent. `fetchImpl` is the HTTP client (tests pass one that counts calls).
 */
export const createSmsDeliverer = ({
  db,
  config,
  log,
  fetchImpl = fetch,
}: {
  db: Queryable;
  config: Config;
  log: FastifyBaseLogger;
  fetchImpl?: typeof fetch;
}): Deliverer => {
  const settings = antsSettingsOf(config);
  return async (item): Promise<Delivery> => {
    const id = (item.payload as Partial<SmsPayload> | null)?.sms_message_id;
    const { rows } = await db.query<MessageRow>(
      `SELECT id, ref, phone, purpose, body, status, provider_message_id,
              coalesce(body_expires_at <= now(), false) AS expired
         FROM sms_messages WHERE id = $1`,
      [id ?? 0],
    );
    const row = rows[0];
    if (!row) return { status: 'failed', error: 'ไม่พบข้อความ SMS' };
    if (row.status !== 'queued' || row.body === null) {
      return row.status === 'failed' || row.status === 'expired' || row.status === 'rejected'
        ? { status: 'failed', error: `ข้อความนี้ไม่ถูกส่ง (${row.status})` }
        : { status: 'sent', ref: row.provider_message_id ?? row.ref };
    }
    if (row.expired) {
      await settle(db, row.id, 'expired', 'หมดอายุก่อนส่ง');
      return { status: 'skipped', reason: 'ข้อความหมดอายุก่อนส่ง (รหัสใช้ไม่ได้แล้ว)' };
    }
    if (config.SMS_ADAPTER !== 'ants') return { status: 'retry', error: 'ยังไม่ได้ตั้งค่าผู้ให้บริการ SMS' };
    let text: string;
    try {
      text = secretBoxOf(config).open(row.body);
    } catch {
      // Sealed under another key (SECRETS_KEY changed): it will never open; a new code must be asked for.
      await settle(db, row.id, 'failed', 'เปิดข้อความที่ปิดผนึกไว้ไม่ได้ (กุญแจ SECRETS_KEY เปลี่ยน)');
      return { status: 'failed', error: 'เปิดข้อความที่ปิดผนึกไว้ไม่ได้' };
    }
    const outcome = await antsSend(
      settings,
      { ref: row.ref, phone: row.phone, text, callbackData: row.id },
      fetchImpl,
    );
    if (outcome.status === 'sent') {
      await settle(db, row.id, 'sent', outcome.statusName ?? null, {
        providerId: outcome.ref,
        credits: outcome.credits,
      });
    } else if (outcome.status === 'failed' || item.attempt >= MAX_ATTEMPTS) {
      await settle(db, row.id, 'failed', outcome.error.slice(0, 300), { credits: outcome.credits });
    }
    log.info(
      {
        sms: {
          id: Number(row.id),
          phone: maskPhone(row.phone),
          purpose: row.purpose,
          outcome: outcome.status,
        },
      },
      'sms delivery',
    );
    if (outcome.status === 'sent') return { status: 'sent', ref: outcome.ref };
    if (outcome.status === 'retry')
      return { status: 'retry', error: outcome.error, afterMs: outcome.afterMs };
    return { status: 'failed', error: outcome.error };
  };
};
