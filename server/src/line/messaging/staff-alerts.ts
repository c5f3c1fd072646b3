import { thaiDateTime } from '@contract/thai-time';
import type { Queryable } from '@server/db/db';
import { bahtText } from './flex';
import type { Resolved } from './member-messages';

/** A staff alert as the outbox holds it (enqueued by server/sql/line/line-staff-alert.sql at the commit). */
export type StaffAlertOp = {
  op: 'staff_alert';
  alert: 'withdrawal' | 'transfer' | 'lotto_result';
  id: number;
};

const doneText = 'รายการนี้ได้รับการจัดการแล้ว';

type Alert = { title: string; amount?: number; lines: string[]; path: string; label: string };

/**
 * A withdrawal still waiting for staff: for a decision, or (the automatic mode approved it meanwhile) for its
 * payout, which staff make.
 */
const withdrawalAlert = async (q: Queryable, id: number): Promise<Alert | null> => {
  const { rows } = await q.query<{
    status: string;
    amount: string;
    username: string;
    bank_name: string;
    created_at: Date;
  }>(
    `SELECT w.status, w.amount, m.username, coalesce(b.name_th, w.bank_code) AS bank_name, w.created_at
       FROM withdrawals w JOIN members m ON m.id = w.member_id LEFT JOIN banks b ON b.code = w.bank_code
      WHERE w.id = $1 AND (w.status = 'pending' OR (w.status = 'approved' AND w.paid_at IS NULL))`,
    [id],
  );
  const row = rows[0];
  return row
    ? {
        title: row.status === 'pending' ? 'มีรายการถอนรออนุมัติ' : 'มีรายการถอนรอโอน (อนุมัติอัตโนมัติแล้ว)',
        amount: Number(row.amount),
        lines: [`สมาชิก ${row.username}`, `โอนเข้า ${row.bank_name}`, thaiDateTime(row.created_at)],
        path: '/admin/withdrawals',
        label: 'เปิดหน้ารายการถอน',
      }
    : null;
};

const transferAlert = async (q: Queryable, id: number): Promise<Alert | null> => {
  const { rows } = await q.query<{ amount: string; from_bank: string; received_at: Date }>(
    `SELECT t.amount, coalesce(b.name_th, upper(t.from_bank)) AS from_bank, t.received_at
       FROM incoming_transfers t LEFT JOIN banks b ON b.code = upper(t.from_bank)
      WHERE t.id = $1 AND t.status = 'review'`,
    [id],
  );
  const row = rows[0];
  return row
    ? {
        title: 'มีรายการโอนเข้ารอตรวจสอบ',
        amount: Number(row.amount),
        lines: [
          row.from_bank ? `โอนจาก ${row.from_bank}` : 'ไม่ทราบบัญชีผู้โอน',
          `เวลาโอน ${thaiDateTime(row.received_at)}`,
        ],
        path: '/admin/transfers',
        label: 'เปิดหน้ารายการโอนเข้า',
      }
    : null;
};

const lottoResultAlert = async (q: Queryable, id: number): Promise<Alert | null> => {
  const { rows } = await q.query<{ title: string; market: string; username: string }>(
    `SELECT r.title, m.name AS market, s.username FROM lotto_result_entries e
       JOIN lotto_rounds r ON r.id = e.round_id JOIN lotto_markets m ON m.id = r.market_id
       JOIN staff s ON s.id = e.entered_by
      WHERE e.id = $1 AND e.status = 'pending'`,
    [id],
  );
  const row = rows[0];
  return row
    ? {
        title: 'ผลหวยรอยืนยันครั้งที่สอง',
        lines: [`${row.market} ${row.title}`, `กรอกผลโดย ${row.username}`, 'ต้องยืนยันโดยพนักงานอีกคน'],
        path: '/admin/lotto',
        label: 'เปิดหน้าหวย',
      }
    : null;
};

const alerts = { withdrawal: withdrawalAlert, transfer: transferAlert, lotto_result: lottoResultAlert };

/**
 * The push of a staff alert to the agent's staff group, with a button into the console (PUBLIC_URL + /admin/...;
 * none while PUBLIC_URL is unset). Nothing is sent for what staff already handled, or without a staff group.
 */
export const resolveStaffAlert = async (
  q: Queryable,
  staffGroupId: string,
  op: StaffAlertOp,
  publicUrl: string | undefined,
): Promise<Resolved> => {
  if (!staffGroupId) return { skip: 'ยังไม่ได้ตั้งกลุ่ม LINE ของพนักงาน' };
  const alert = await alerts[op.alert](q, op.id);
  if (!alert) return { skip: doneText };
  return {
    to: staffGroupId,
    card: {
      altText: alert.amount ? `${alert.title} ${bahtText(alert.amount)}` : alert.title,
      title: alert.title,
      amount: alert.amount,
      lines: alert.lines,
      button: publicUrl ? { label: alert.label, uri: `${publicUrl.replace(/\/+$/, '')}${alert.path}` } : null,
    },
  };
};
