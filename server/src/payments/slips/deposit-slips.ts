import { createHash } from 'node:crypto';
import { SLIP_MAX_BYTES, type DepositSlip, type SlipWithImage } from '@contract/payment-slip';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { SessionMember } from '@server/plugins/auth';
import type { SlipStore } from './slip-store';

type SlipRow = {
  ref: string;
  mime: DepositSlip['mime'];
  size: number;
  uploaded_at: Date;
  storage_key: string;
};

/** The image type by its first bytes (the name and the declared type are the sender's word, not evidence). */
const imageTypeOf = (bytes: Buffer): DepositSlip['mime'] | null => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
};

const toSlip = (row: SlipRow): DepositSlip => ({
  order_id: row.ref,
  mime: row.mime,
  size: row.size,
  uploaded_at: new Date(row.uploaded_at).toISOString(),
});

/**
 * The member attaches the slip of a transfer order of their own (someone else's order does not exist for them).
 * A new slip replaces the previous one until the order is paid; a refusal stores nothing.
 */
export const attachSlip = async (
  db: Db,
  store: SlipStore,
  member: SessionMember,
  ref: string,
  bytes: Buffer | undefined,
): Promise<DepositSlip> => {
  const { rows } = await db.query<{ id: number; channel_type: string; status: string }>(
    `SELECT id::int AS id, channel_type, status FROM deposit_orders WHERE ref = $1 AND member_id = $2`,
    [ref.toUpperCase(), member.id],
  );
  const order = rows[0] ?? fail('PAYMENT_ORDER_NOT_FOUND');
  if (order.channel_type === 'promptpay_qr')
    fail('INVALID_INPUT', null, 'รายการฝากผ่าน QR ไม่ต้องแนบสลิป ระบบตรวจสอบการชำระให้อัตโนมัติ');
  if (order.status === 'paid') fail('INVALID_INPUT', null, 'รายการนี้ได้รับเงินแล้ว ไม่ต้องแนบสลิป');
  if (!bytes || bytes.length === 0) return fail('INVALID_INPUT', null, 'กรุณาเลือกรูปสลิปการโอน');
  if (bytes.length > SLIP_MAX_BYTES) fail('INVALID_INPUT', null, 'รูปสลิปต้องมีขนาดไม่เกิน 5 เมกะไบต์');
  const mime =
    imageTypeOf(bytes) ?? fail('INVALID_INPUT', null, 'ไฟล์ต้องเป็นรูปภาพสลิป (ภาพถ่ายหรือภาพหน้าจอ) เท่านั้น');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // One file per order, replaced by a new slip: a member sending slip after slip cannot fill the disk (orders
  // themselves are limited per member and hour). The bytes first: a row never names an image that is not there.
  const key = `order-${order.id}`;
  await store.put(key, bytes);
  const saved = await db.query<SlipRow>(
    `INSERT INTO deposit_slips (order_id, member_id, mime, size, sha256, storage_key)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (order_id) DO UPDATE
        SET mime = $3, size = $4, sha256 = $5, storage_key = $6, uploaded_at = now()
     RETURNING $7::text AS ref, mime, size, uploaded_at, storage_key`,
    [order.id, member.id, mime, bytes.length, sha256, key, ref.toUpperCase()],
  );
  return toSlip(saved.rows[0]!);
};

/** Whose slip may be read: the member's own order, or any order of the staff member's agent. */
type Reader = { memberId: number } | { agentId: number };

const slipRow = async (db: Db, ref: string, reader: Reader) => {
  const [column, id] = 'memberId' in reader ? ['member_id', reader.memberId] : ['agent_id', reader.agentId];
  const { rows } = await db.query<SlipRow>(
    `SELECT o.ref, s.mime, s.size, s.uploaded_at, s.storage_key FROM deposit_slips s
       JOIN deposit_orders o ON o.id = s.order_id
      WHERE o.ref = $1 AND o.${column} = $2`,
    [ref.toUpperCase(), id],
  );
  return rows[0] ?? null;
};

/** The slip of an order, if one is attached (what it is, not its bytes). */
export const slipInfo = async (db: Db, ref: string, reader: Reader) => {
  const row = await slipRow(db, ref, reader);
  return row ? toSlip(row) : null;
};

/**
 * The image itself, for the member who sent it, typed by its own bytes: of two slips sent at once, the row may
 * describe the one whose file the other replaced.
 */
export const slipImage = async (db: Db, store: SlipStore, ref: string, reader: Reader) => {
  const row = await slipRow(db, ref, reader);
  const bytes = row ? await store.get(row.storage_key) : null;
  return row && bytes
    ? { mime: imageTypeOf(bytes) ?? row.mime, bytes }
    : fail('PAYMENT_ORDER_NOT_FOUND', null, 'ไม่พบสลิปของรายการนี้');
};

/** A slip for staff of the order's agent, with its image; null when the order has none (or is another agent's). */
export const slipForStaff = async (
  db: Db,
  store: SlipStore,
  ref: string,
  agentId: number,
): Promise<SlipWithImage | null> => {
  const row = await slipRow(db, ref, { agentId });
  const bytes = row ? await store.get(row.storage_key) : null;
  return row && bytes
    ? {
        ...toSlip(row),
        mime: imageTypeOf(bytes) ?? row.mime,
        size: bytes.length,
        data_base64: bytes.toString('base64'),
      }
    : null;
};
