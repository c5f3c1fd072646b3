import { describe, expect, it } from 'vitest';
import { sendResetCodeByLine } from '@server/accounts/password-reset-line';
import { secretBoxOf } from '@server/line/secret-box';
import { settleRound } from '@server/lotto/settle';
import { deliverNotification } from '@server/payments/sandbox/sandbox-notify';
import { grantAward } from '@server/rewards';
import { insertStaff } from '../admin/staff-fixtures';
import { call } from '../helpers/test-app';
import { createMarket, createRound, fundedMember, placeBill } from '../lotto/lotto-fixtures';
import { injectTransport, paymentMember } from '../payments/payment-helpers';
import { demoAgentId, insertCampaign } from '../rewards/rewards-helpers';
import { type Bubble, GROUP, LIFF, SITE, memberMessagesSetup } from './member-messages-fixtures';

// The staff alerts are in member-messages-staff.test.ts, the member's choices in member-messages-prefs.test.ts.
const { line, app, sendAll, received, linkLine, setPrefs, paidOrder } = await memberMessagesSetup();

describe('messages a member wants, on LINE', () => {
  it('sends one message for a deposit notified 20 times at once: a Flex card in Thai with the baht and its LIFF screen', async () => {
    const member = await paymentMember(app);
    const user = await linkLine(member.id);
    const { event } = await paidOrder(member.token, 250.5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        deliverNotification(app.db, event, injectTransport(app), { pauseMs: 1 }),
      ),
    );
    expect(answers.every(Boolean)).toBe(true);
    const queued = await app.db.query<{ event_key: string; payload: unknown }>(
      `SELECT event_key, payload FROM outbox WHERE kind = 'member_deposit' AND payload->>'inboxId' IN
         (SELECT id::text FROM member_inbox WHERE member_id = $1)`,
      [member.id],
    );
    expect(queued.rows).toHaveLength(1);
    expect(queued.rows[0]!.event_key).toMatch(/^line:inbox:entry:\d+$/);

    await sendAll();
    await sendAll();
    expect(received(user)).toEqual([
      {
        type: 'flex',
        texts: ['ฝากเงินสำเร็จ', '250.50 บาท', expect.any(String)],
        button: {
          type: 'uri',
          label: 'ดูกระเป๋าเงิน',
          uri: `https://liff.line.me/${LIFF.default}/wallets`,
        },
      },
    ]);
    const sent = line.sent.find((call) => (call.body as { to?: string }).to === user)!;
    expect(sent.retryKey).toMatch(/^[0-9a-f-]{36}$/);
    expect((sent.body as { messages: Bubble[] }).messages[0]!.altText).toBe('ฝากเงินสำเร็จ 250.50 บาท');
  });

  it('tells of a lotto round: staff of the result awaiting its second confirmation, each bettor of the result once, each winning bill', async () => {
    const [alice, bob] = [await insertStaff(app, 'lotto'), await insertStaff(app, 'lotto')];
    const round = await createRound(app.db, await createMarket(app.db, 'government'));
    const winner = await fundedMember(app);
    const loser = await fundedMember(app);
    const [winnerUser, loserUser] = [await linkLine(winner.id), await linkLine(loser.id)];
    const bill = await placeBill(app.db, winner, round, [['two_bottom', '06', 10_00, 9_000]]);
    await placeBill(app.db, winner, round, [['two_bottom', '07', 10_00, 9_000]]);
    await placeBill(app.db, loser, round, [['two_bottom', '11', 10_00, 9_000]]);

    const draw = { first_prize: '820866', front3: ['266', '479'], back3: ['068', '492'], bottom2: '06' };
    const entered = await call(app, 'POST', `/api/admin/lotto/rounds/${round}/result`, {
      token: alice.token,
      body: draw,
    });
    await sendAll();
    const waiting = received(GROUP).filter((m) => m.texts[0] === 'ผลหวยรอยืนยันครั้งที่สอง');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.texts).toContain(`กรอกผลโดย ${alice.username}`);
    expect(waiting[0]!.button).toMatchObject({ uri: `${SITE}/admin/lotto` });

    await call(app, 'POST', `/api/admin/lotto/results/${entered.data.id}/confirm`, {
      token: bob.token,
      body: {},
    });
    await Promise.all([settleRound(app.db, round), settleRound(app.db, round)]);
    await settleRound(app.db, round);
    await sendAll();

    const title = `ผลหวย ทดสอบ government งวดทดสอบ`;
    const results = (user: string) => received(user).filter((m) => m.texts[0] === title);
    expect(results(winnerUser)).toHaveLength(1);
    expect(results(winnerUser)[0]).toMatchObject({
      texts: expect.arrayContaining([
        'รางวัลที่ 1: 820866',
        '2 ตัวล่าง: 06',
        'โพยของคุณถูกรางวัล 1 จาก 2 โพย รวม 900.00 บาท',
      ]),
      button: { label: 'ดูโพยของฉัน', uri: `https://liff.line.me/${LIFF.default}/lotto/bills` },
    });
    expect(results(loserUser)).toHaveLength(1);
    expect(results(loserUser)[0]!.texts).toContain('โพยของคุณ 1 โพย ไม่ถูกรางวัลในงวดนี้');
    const wins = received(winnerUser).filter((m) => m.texts[0] === 'ถูกรางวัลหวย');
    expect(wins).toEqual([
      {
        type: 'flex',
        texts: ['ถูกรางวัลหวย', '900.00 บาท', expect.any(String)],
        button: {
          type: 'uri',
          label: 'ดูโพย',
          uri: `https://liff.line.me/${LIFF.default}/lotto/bills/${bill}`,
        },
      },
    ]);
    expect(received(loserUser).filter((m) => m.texts[0] === 'ถูกรางวัลหวย')).toEqual([]);
  });

  it('sends rewards only once the member turns them on: a coupon opens the coupon screen, free spins the wheel', async () => {
    const member = await paymentMember(app);
    const user = await linkLine(member.id);
    const agentId = await demoAgentId(app);
    const coupon = await insertCampaign(app, { kind: 'coupon', name: 'คูปองทดสอบ' });
    const spins = await insertCampaign(app, { reward: { type: 'spins', spins: 3 } as never });
    const grant = (campaignId: number, periodKey: string, extra: object) =>
      grantAward(app.db, {
        agentId,
        campaignId,
        memberId: member.id,
        periodKey,
        description: 'รางวัลทดสอบ',
        now: new Date(),
        ...extra,
      });

    // Off by default (marketing): nothing is even queued.
    await grant(coupon, 'off', { amount: 50_00, walletTypeId: 1 });
    await sendAll();
    expect(received(user)).toEqual([]);

    expect((await setPrefs(member.token, { rewards: true })).data).toEqual({
      linked: true,
      prefs: { money: true, lotto: true, rewards: true },
    });
    await grant(coupon, 'on', { amount: 20_00, walletTypeId: 1 });
    await grant(spins, 'spins', { spins: 3 });
    await sendAll();
    // Two events, two messages (the outbox keeps no order between events).
    expect(received(user)).toHaveLength(2);
    expect(received(user)).toEqual(
      expect.arrayContaining([
        {
          type: 'flex',
          texts: ['ได้รับรางวัล', '20.00 บาท', 'รางวัลทดสอบ'],
          button: { type: 'uri', label: 'ดูคูปอง', uri: `https://liff.line.me/${LIFF.default}/coupon` },
        },
        {
          type: 'flex',
          texts: ['ได้รับสิทธิ์หมุนกงล้อฟรี 3 ครั้ง', 'รางวัลทดสอบ'],
          button: { type: 'uri', label: 'หมุนกงล้อ', uri: `https://liff.line.me/${LIFF.wheel}/wheel` },
        },
      ]),
    );
  });

  it('sends a reset code by LINE once, never stored readable, and not after it expired', async () => {
    const member = await paymentMember(app);
    const agentId = await demoAgentId(app);
    const box = secretBoxOf(app.config);
    const code = { agentId, memberId: member.id, code: '482913', ref: 'QWER' };
    const inTen = new Date(Date.now() + 600_000);
    expect(
      await app.db.tx((q) => sendResetCodeByLine(q, box, { ...code, otpId: 'a1', expiresAt: inTen })),
    ).toBe(false);
    const user = await linkLine(member.id);
    for (const _ of [1, 2])
      expect(
        await app.db.tx((q) => sendResetCodeByLine(q, box, { ...code, otpId: 'a2', expiresAt: inTen })),
      ).toBe(true);
    await app.db.tx((q) =>
      sendResetCodeByLine(q, box, { ...code, otpId: 'a3', expiresAt: new Date(Date.now() + 1) }),
    );
    const stored = await app.db.query(`SELECT payload FROM outbox WHERE kind = 'reset_password'`);
    expect(stored.rows).toHaveLength(2);
    expect(JSON.stringify(stored.rows)).not.toContain('482913');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sendAll();
    const texts = line.sent
      .filter((call) => (call.body as { to?: string }).to === user)
      .flatMap((call) => (call.body as { messages: { text: string }[] }).messages.map((m) => m.text));
    expect(texts).toEqual([expect.stringContaining('รหัส OTP สำหรับตั้งรหัสผ่านใหม่คือ 482913 (Ref: QWER)')]);
    const expired = await app.db.query<{ status: string; last_error: string }>(
      `SELECT status, last_error FROM outbox WHERE event_key = 'line:reset_password:a3'`,
    );
    expect(expired.rows).toEqual([{ status: 'skipped', last_error: 'รหัสหมดอายุแล้ว' }]);
  });
});
