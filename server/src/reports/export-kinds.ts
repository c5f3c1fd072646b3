import { auditActionLabels } from '@contract/admin/audit-actions';
import type { ExportKind } from '@contract/admin/exports';
import { csvBaht, type CsvValue } from '@contract/csv';
import { toBaht } from '@contract/money';

/**
 * What each console export reads, one row of CSV per row of `from` (whose WHERE takes the agent as `$1`), in the
 * order of `id`, over a range of `at` (the export adds both): each reads through an index on the agent and the
 * time (deposit_orders_agent_time_id, withdrawals_agent_created, members_agent_created, audit_log_time) or, for the
 * ledger, the BRIN on entries' time. Times are Bangkok's, money baht with two decimals.
 */
type ExportSpec = {
  header: string[];
  from: string;
  at: string;
  id: string;
  columns: string;
  line: (row: Row) => CsvValue[];
};
type Row = Record<string, string | number | null>;

const bangkok = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD HH24:MI:SS')`;
const baht = (value: string | number | null | undefined) => csvBaht(toBaht(Number(value ?? 0)));

const depositStatus: Record<string, string> = {
  pending: 'รอชำระ',
  paid: 'สำเร็จ',
  failed: 'ไม่สำเร็จ',
  expired: 'หมดอายุ',
};
const withdrawalStatus: Record<string, string> = {
  pending: 'รออนุมัติ',
  approved: 'อนุมัติแล้ว',
  refused: 'ปฏิเสธ',
};
const memberStatus: Record<string, string> = { active: 'ใช้งาน', disabled: 'ระงับ' };

export const exportSpecs: Record<ExportKind, ExportSpec> = {
  deposits: {
    header: [
      'เลขที่อ้างอิง',
      'เวลาสร้าง',
      'สถานะ',
      'ช่องทาง',
      'เบอร์โทร',
      'ชื่อสมาชิก',
      'จำนวนเงิน',
      'ยอดที่ต้องโอน',
      'เวลาชำระ',
    ],
    from: `deposit_orders o JOIN members m ON m.id = o.member_id JOIN payment_channels c ON c.id = o.channel_id
           WHERE o.agent_id = $1`,
    at: 'o.created_at',
    id: 'o.id',
    // An open order past its expiry is expired, as the deposits page shows it (payments/admin/deposit-search.ts).
    columns: `o.ref, ${bangkok('o.created_at')} AS created,
              CASE WHEN o.status = 'pending' AND o.expires_at <= now() THEN 'expired' ELSE o.status END AS status,
              c.name AS channel, m.phone, m.full_name, o.amount, o.pay_amount, ${bangkok('o.paid_at')} AS paid`,
    line: (r) => [
      r.ref,
      r.created,
      depositStatus[String(r.status)] ?? r.status,
      r.channel,
      r.phone,
      r.full_name,
      baht(r.amount),
      baht(r.pay_amount),
      r.paid,
    ],
  },
  withdrawals: {
    header: [
      'เลขที่',
      'เวลาขอถอน',
      'สถานะ',
      'เบอร์โทร',
      'ชื่อสมาชิก',
      'จำนวนเงิน',
      'ธนาคาร',
      'เลขบัญชี',
      'ชื่อบัญชี',
      'เหตุผลที่แจ้งสมาชิก',
      'บันทึกภายใน',
      'ผู้ตัดสิน',
      'เวลาตัดสิน',
      'เลขอ้างอิงการโอน',
      'เวลาโอน',
    ],
    from: `withdrawals w JOIN members m ON m.id = w.member_id WHERE w.agent_id = $1`,
    at: 'w.created_at',
    id: 'w.id',
    columns: `w.id::text AS no, ${bangkok('w.created_at')} AS created, w.status, m.phone, m.full_name, w.amount,
              w.bank_code, w.bank_account, w.account_name, w.reason, w.note, w.decided_by, ${bangkok('w.decided_at')} AS decided,
              w.paid_reference, ${bangkok('w.paid_at')} AS paid`,
    line: (r) => [
      r.no,
      r.created,
      withdrawalStatus[String(r.status)] ?? r.status,
      r.phone,
      r.full_name,
      baht(r.amount),
      r.bank_code,
      r.bank_account,
      r.account_name,
      r.reason,
      r.note,
      r.decided_by,
      r.decided,
      r.paid_reference,
      r.paid,
    ],
  },
  members: {
    header: [
      'รหัสสมาชิก',
      'เบอร์โทร',
      'ชื่อผู้ใช้',
      'ชื่อ-นามสกุล',
      'ธนาคาร',
      'เลขบัญชี',
      'สถานะ',
      'ระดับ VIP',
      'รหัสแนะนำ',
      'วันที่สมัคร',
    ],
    from: `members m WHERE m.agent_id = $1`,
    at: 'm.created_at',
    id: 'm.id',
    columns: `m.id::text AS no, m.phone, m.username, m.full_name, m.bank_code, m.bank_account, m.status, m.vip_level,
              m.referral_code, ${bangkok('m.created_at')} AS created`,
    line: (r) => [
      r.no,
      r.phone,
      r.username,
      r.full_name,
      r.bank_code,
      r.bank_account,
      memberStatus[String(r.status)] ?? r.status,
      r.vip_level,
      r.referral_code,
      r.created,
    ],
  },
  // One line per movement of a member's wallet (a transfer between two members is two lines).
  transfers: {
    header: [
      'เลขที่รายการ',
      'เวลา',
      'ประเภท',
      'รายละเอียด',
      'เบอร์โทร',
      'ชื่อสมาชิก',
      'กระเป๋า',
      'จำนวนเงิน',
      'ยอดคงเหลือหลังรายการ',
    ],
    from: `ledger_entries e
           JOIN ledger_accounts a ON a.id = e.account_id AND a.owner = 'member' AND a.asset = 'thb'
           JOIN members m ON m.id = a.member_id
           JOIN ledger_transfers t ON t.id = e.transfer_id
           LEFT JOIN wallet_types wt ON wt.id = a.wallet_type_id
          WHERE m.agent_id = $1`,
    at: 'e.created_at',
    id: 'e.id',
    columns: `t.id::text AS no, ${bangkok('e.created_at')} AS created, e.kind, t.description, m.phone, m.full_name,
              wt.name_th AS wallet, e.amount, e.balance_after`,
    line: (r) => [
      r.no,
      r.created,
      r.kind,
      r.description,
      r.phone,
      r.full_name,
      r.wallet,
      baht(r.amount),
      r.balance_after === null ? '' : baht(r.balance_after),
    ],
  },
  audit: {
    header: [
      'เวลา',
      'พนักงาน',
      'การกระทำ',
      'ประเภทรายการ',
      'รหัสรายการ',
      'เหตุผล',
      'ก่อน',
      'หลัง',
      'ที่อยู่ IP',
      'รหัสคำขอ',
    ],
    from: `audit_log l WHERE l.agent_id = $1`,
    at: 'l.created_at',
    id: 'l.id',
    columns: `${bangkok('l.created_at')} AS created, l.staff_username, l.action, l.target_type, l.target_id, l.reason,
              l.before::text AS before, l.after::text AS after, l.ip, l.request_id`,
    line: (r) => [
      r.created,
      r.staff_username,
      (auditActionLabels as Record<string, string>)[String(r.action)] ?? r.action,
      r.target_type,
      r.target_id,
      r.reason,
      r.before,
      r.after,
      r.ip,
      r.request_id,
    ],
  },
};
