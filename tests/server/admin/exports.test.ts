import { afterAll, describe, expect, it } from 'vitest';
import { exportKinds, type ExportKind } from '@contract/admin/exports';
import type { StaffRole } from '@contract/admin/permissions';
import { bangkokDay } from '@server/reports/bangkok-days';
import { exportCsv } from '@server/reports/exports';
import { autocommit } from '@server/db/db';
import { createTestApp } from '@tests/server/helpers/test-app';
import { paidQrDeposit } from '@tests/server/payments/payment-helpers';
import { depositedMember, requestWithdrawal } from './money/money-fixtures';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const owner = await insertStaff(app, 'owner');
const today = bangkokDay(new Date());
const EVIL = '=HYPERLINK("http://evil.example/x")';
// The one CSV writer quotes the cell (it holds quotes) and puts an apostrophe before the = .
const NEUTRALISED = `"'=HYPERLINK(""http://evil.example/x"")"`;

const download = (kind: ExportKind, token = owner.token, from = today, to = today) =>
  app.inject({
    method: 'GET',
    url: `/api/admin/exports/${kind}.csv`,
    query: { from, to },
    headers: { authorization: `Bearer ${token}` },
  });
const linesOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

// One member named as a spreadsheet formula with a deposit, a paid QR order, a withdrawal and an audit row.
const evil = await depositedMember(app, 1000);
await app.db.query(`UPDATE members SET full_name = $2 WHERE id = $1`, [evil.id, EVIL]);
await paidQrDeposit(app, evil.token, 150);
const withdrawalId = await requestWithdrawal(app, evil.token, 120);
await autocommit(app.db).query(
  `INSERT INTO audit_log (agent_id, staff_id, staff_username, action, target_type, target_id, reason)
   VALUES ($1, $2, $3, 'member.note', 'member', $4, $5)`,
  [owner.agentId, owner.id, owner.username, String(evil.id), EVIL],
);

const headers: Record<ExportKind, string> = {
  deposits: 'เลขที่อ้างอิง,เวลาสร้าง,สถานะ,ช่องทาง,เบอร์โทร,ชื่อสมาชิก,จำนวนเงิน,ยอดที่ต้องโอน,เวลาชำระ',
  withdrawals:
    'เลขที่,เวลาขอถอน,สถานะ,เบอร์โทร,ชื่อสมาชิก,จำนวนเงิน,ธนาคาร,เลขบัญชี,ชื่อบัญชี,เหตุผลที่แจ้งสมาชิก,บันทึกภายใน,ผู้ตัดสิน,เวลาตัดสิน,เลขอ้างอิงการโอน,เวลาโอน',
  members: 'รหัสสมาชิก,เบอร์โทร,ชื่อผู้ใช้,ชื่อ-นามสกุล,ธนาคาร,เลขบัญชี,สถานะ,ระดับ VIP,รหัสแนะนำ,วันที่สมัคร',
  transfers: 'เลขที่รายการ,เวลา,ประเภท,รายละเอียด,เบอร์โทร,ชื่อสมาชิก,กระเป๋า,จำนวนเงิน,ยอดคงเหลือหลังรายการ',
  audit: 'เวลา,พนักงาน,การกระทำ,ประเภทรายการ,รหัสรายการ,เหตุผล,ก่อน,หลัง,ที่อยู่ IP,รหัสคำขอ',
};

describe('console exports', () => {
  it.each(exportKinds)(
    '%s: a CSV with a BOM, Thai headers, and the formula cell neutralised',
    async (kind) => {
      const response = await download(kind);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${kind}-${today}-${today}.csv"`,
      );
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const lines = linesOf(response.body);
      expect(lines[0]).toBe(headers[kind]);
      const mine = lines.filter((line) => line.includes('HYPERLINK'));
      expect(mine.length).toBeGreaterThan(0);
      for (const line of mine) {
        expect(line).toContain(NEUTRALISED);
        expect(line).not.toMatch(/(^|,)=/);
      }
    },
  );

  it('writes the figures of the rows: the withdrawal and the deposit order in baht', async () => {
    const withdrawals = linesOf((await download('withdrawals')).body);
    const line = withdrawals.find((l) => l.startsWith(`${withdrawalId},`))!;
    expect(line).toContain(`,รออนุมัติ,${evil.phone},${NEUTRALISED},120.00,KBANK,`);
    const deposits = linesOf((await download('deposits')).body).filter((l) => l.includes(evil.phone));
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toContain(',สำเร็จ,');
    expect(deposits[0]).toContain(',150.00,');
    // The member's wallet moves of the day: the test deposit, the QR deposit and the withdrawal's hold.
    const moves = linesOf((await download('transfers')).body).filter((l) => l.includes(evil.phone));
    expect(moves.map((l) => l.split(',').at(-2))).toEqual(expect.arrayContaining(['1000.00', '150.00']));
  });

  it.each<[ExportKind, StaffRole]>([
    ['deposits', 'content'],
    ['withdrawals', 'marketing'],
    ['members', 'support'],
    ['members', 'finance'],
    ['transfers', 'support'],
    ['audit', 'finance'],
  ])('%s: refused to a %s without the permission', async (kind, role) => {
    const staff = await insertStaff(app, role);
    const response = await download(kind, staff.token);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('HYPERLINK');
  });

  it('audits who took which rows', async () => {
    await download('members');
    const { rows } = await app.db.query<{
      target_id: string;
      after: { from: string; to: string; rows: number };
    }>(
      `SELECT target_id, after FROM audit_log WHERE action = 'data.export' AND staff_id = $1 ORDER BY id DESC LIMIT 1`,
      [owner.id],
    );
    expect(rows[0]).toMatchObject({ target_id: 'members', after: { from: today, to: today } });
    expect(rows[0]!.after.rows).toBeGreaterThan(0);
  });

  it('refuses a bad range in Thai, not a 5xx', async () => {
    const response = await download('members', owner.token, today, '2001-01-01');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ error: 6104 });
  });

  it('refuses a range above the row cap in Thai before writing anything', async () => {
    const by = {
      actor: { id: owner.id, agentId: owner.agentId, username: owner.username },
      meta: { ip: '127.0.0.1', requestId: 'test' },
    };
    await expect(exportCsv(app.db, 'transfers', by, today, today, 1)).rejects.toMatchObject({
      reason: 'EXPORT_TOO_LARGE',
      message: 'ข้อมูลในช่วงวันที่นี้มากเกิน 100,000 แถว กรุณาเลือกช่วงวันที่ให้สั้นลงแล้วส่งออกใหม่',
    });
  });

  it('reads a large range a page at a time, every row once, in order', async () => {
    await app.db.query(
      `INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account,
                            referral_code, age_confirmed_at)
       SELECT $1, 'bulk' || n, 'bulk' || n, 'x', 'ทดสอบ จำนวนมาก', 'KBANK', 'bulk' || n, 'BULK' || n, now()
         FROM generate_series(1, 2345) n`,
      [owner.agentId],
    );
    const lines = linesOf((await download('members')).body).slice(1);
    const ids = lines.map((line) => Number(line.split(',')[0]));
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM members WHERE agent_id = $1 AND created_at >= $2`,
      [owner.agentId, new Date(Date.parse(`${today}T00:00:00+07:00`)).toISOString()],
    );
    expect(ids).toHaveLength(rows[0]!.n);
    expect(ids.length).toBeGreaterThan(2345);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
