import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { satang } from '@contract/money';
import { recordIncomingTransfer } from '@server/payments/incoming-transfers';
import { decideWithdrawal } from '@server/payments/withdrawals';
import { insertStaff } from '../admin/staff-fixtures';
import { call } from '../helpers/test-app';
import { fundedMember } from '../lotto/lotto-fixtures';
import { GROUP, LIFF, SITE, memberMessagesSetup } from './member-messages-fixtures';

const { line, app, owner, sendAll, received, linkLine } = await memberMessagesSetup();

describe('alerts to the staff group, and the member told of the outcome, on LINE', () => {
  it('tells of a withdrawal: the staff group of the waiting request with a console link, the member of the refusal with its reason', async () => {
    const member = await fundedMember(app, 1000_00);
    const user = await linkLine(member.id);
    const asked = await call(app, 'POST', '/api/member/withdraw', {
      token: member.token,
      body: { amount: 300, request_id: `w-${randomBytes(4).toString('hex')}` },
    });
    expect(asked.error).toBe(0);
    await sendAll();
    const alerts = received(GROUP).filter((m) => m.texts[0] === 'มีรายการถอนรออนุมัติ');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      texts: [
        'มีรายการถอนรออนุมัติ',
        '300.00 บาท',
        expect.stringContaining('สมาชิก'),
        'โอนเข้า ธนาคารกสิกรไทย',
        expect.any(String),
      ],
      button: { uri: `${SITE}/admin/withdrawals`, label: 'เปิดหน้ารายการถอน' },
    });

    const finance = await insertStaff(app, 'owner');
    const refused = await call(app, 'POST', `/api/admin/withdrawals/${asked.data.id}/refuse`, {
      token: finance.token,
      body: { note: 'ภายใน: บัญชีเสี่ยง', reason: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' },
    });
    expect(refused.error).toBe(0);
    await sendAll();
    expect(received(user)).toEqual([
      {
        type: 'flex',
        texts: ['ถอนเงินไม่สำเร็จ', '300.00 บาท', 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก'],
        button: { type: 'uri', label: 'ดูรายการถอน', uri: `https://liff.line.me/${LIFF.default}/withdraw` },
      },
    ]);
    // The staff's own note never reaches the member.
    expect(JSON.stringify(line.sent)).not.toContain('บัญชีเสี่ยง');
  });

  it('alerts staff of a withdrawal only while it waits for them: approved and paid before the send, nothing; approved awaiting its payout, to pay', async () => {
    const ask = async () => {
      const member = await fundedMember(app, 500_00);
      const user = await linkLine(member.id);
      const asked = await call(app, 'POST', '/api/member/withdraw', {
        token: member.token,
        body: { amount: 123, request_id: `w-${randomBytes(4).toString('hex')}` },
      });
      return { id: asked.data.id as number, user };
    };
    const [{ id: paid, user: paidUser }, { id: later, user: laterUser }] = [await ask(), await ask()];
    await decideWithdrawal(app.db, paid, {
      approve: true,
      by: 'ops',
      payout: { accountId: null, reference: 'R1' },
    });
    await decideWithdrawal(app.db, later, { approve: true, by: 'system', payout: 'later' });
    const before = received(GROUP).length;
    await sendAll();
    expect(received(GROUP).slice(before)).toEqual([
      expect.objectContaining({
        texts: expect.arrayContaining(['มีรายการถอนรอโอน (อนุมัติอัตโนมัติแล้ว)', '123.00 บาท']),
      }),
    ]);
    const skipped = await app.db.query<{ status: string; last_error: string }>(
      `SELECT status, last_error FROM outbox WHERE event_key = $1`,
      [`line:staff:withdrawal:${paid}`],
    );
    expect(skipped.rows).toEqual([{ status: 'skipped', last_error: 'รายการนี้ได้รับการจัดการแล้ว' }]);
    // The member whose money was sent is told so; the one awaiting the payout not yet.
    expect(received(paidUser)).toEqual([
      {
        type: 'flex',
        texts: ['ถอนเงินสำเร็จ', '123.00 บาท', expect.stringMatching(/^โอนเข้าบัญชี ธนาคารกสิกรไทย x+\d{4} แล้ว$/)],
        button: { type: 'uri', label: 'ดูรายการถอน', uri: `https://liff.line.me/${LIFF.default}/withdraw` },
      },
    ]);
    expect(received(laterUser)).toEqual([]);
  });

  it('alerts the staff group once of a transfer held for review, and not of one staff resolved before the send', async () => {
    const report = (externalId: string, baht: number) =>
      recordIncomingTransfer(app.db, {
        agentId: owner.agentId,
        source: 'test',
        externalId,
        channelType: 'bank_transfer',
        subChannelId: 1,
        amount: satang(baht * 100),
        reference: 'โอนไม่มีหมายเหตุ',
        fromBank: 'scb',
      });
    const externalId = randomUUID();
    await Promise.all([report(externalId, 777), report(externalId, 777)]);
    const handled = await report(randomUUID(), 888);
    await app.db.query(`UPDATE incoming_transfers SET status = 'rejected' WHERE id = $1`, [handled.id]);
    await sendAll();
    const alerts = received(GROUP).filter((m) => m.texts[0] === 'มีรายการโอนเข้ารอตรวจสอบ');
    expect(alerts).toEqual([
      {
        type: 'flex',
        texts: [
          'มีรายการโอนเข้ารอตรวจสอบ',
          '777.00 บาท',
          'โอนจาก ธนาคารไทยพาณิชย์',
          expect.stringMatching(/^เวลาโอน /),
        ],
        button: { type: 'uri', label: 'เปิดหน้ารายการโอนเข้า', uri: `${SITE}/admin/transfers` },
      },
    ]);
  });
});
