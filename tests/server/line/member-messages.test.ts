import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { sendResetCodeByLine } from '@server/accounts/password-reset-line';
import { satang } from '@contract/money';
import { autocommit } from '@server/db/db';
import { transfer } from '@server/ledger';
import { createLineDeliverer } from '@server/line/messaging/deliver';
import { secretBoxOf } from '@server/line/secret-box';
import { tellMember } from '@server/live/inbox';
import { settleRound } from '@server/lotto/settle';
import { deliverDue } from '@server/outbox/outbox';
import { recordIncomingTransfer } from '@server/payments/incoming-transfers';
import { decideWithdrawal } from '@server/payments/withdrawals';
import { deliverNotification, settleSandboxOrder } from '@server/payments/sandbox/sandbox-notify';
import { grantAward } from '@server/rewards';
import { insertStaff } from '../admin/staff-fixtures';
import { call, createTestApp } from '../helpers/test-app';
import {
  followEvent,
  lineConfig,
  postWebhook,
  setUpOfficialAccount,
  startLine,
} from '../helpers/line-official-account';
import { createMarket, createRound, fundedMember, placeBill } from '../lotto/lotto-fixtures';
import { anyIp, channelId, injectTransport, paymentMember } from '../payments/payment-helpers';
import { demoAgentId, insertCampaign } from '../rewards/rewards-helpers';

const SITE = 'https://site.example';
const GROUP = `C${'b'.repeat(32)}`;
const LIFF = { default: '2000000002-Home0001', deposit: '2000000002-Depo0001', wheel: '2000000002-Whee0001' };

const line = await startLine();
const app = await createTestApp({ ...lineConfig(line), PUBLIC_URL: SITE });
afterAll(async () => {
  await app.close();
  await line.close();
});
const owner = await setUpOfficialAccount(app, { staff_group_id: GROUP });
await call(app, 'POST', '/api/admin/line/settings', {
  token: owner.token,
  body: { channel_id: '', liff_apps: LIFF },
});

/** The outbox job of a process with PUBLIC_URL set, against the stand-in, until nothing is due. */
const deliverers = {
  line: createLineDeliverer({
    db: app.db,
    box: secretBoxOf(app.config),
    hosts: { api: line.url, data: line.url },
    publicUrl: SITE,
  }),
};
const sendAll = async () => {
  while ((await deliverDue(app.db, deliverers)) > 0);
};

type Bubble = {
  altText: string;
  contents: {
    body: { contents: { text: string }[] };
    footer?: { contents: { action: { label: string; uri: string } }[] };
  };
};
/** What reached `to` on LINE: each message's texts and its button. */
const received = (to: string) =>
  line.sent
    .filter((call) => (call.body as { to?: string }).to === to)
    .flatMap((call) => (call.body as { messages: (Bubble & { type: string })[] }).messages)
    .map((message) => ({
      type: message.type,
      texts: message.contents.body.contents.map((part) => part.text),
      button: message.contents.footer?.contents[0]?.action ?? null,
    }));

const lineUser = () => `U${randomBytes(16).toString('hex')}`;
const linkLine = async (memberId: number) => {
  const user = lineUser();
  await app.db.query(`UPDATE members SET line_user_id = $2 WHERE id = $1`, [memberId, user]);
  return user;
};
const setPrefs = (token: string, body: object) =>
  call(app, 'POST', '/api/member/line/messages', { token, body });

/** A QR deposit of `baht` paid at the sandbox: the order's ref and its notification's event id. */
const paidOrder = async (token: string, baht: number) => {
  const order = await call(app, 'POST', '/api/member/payment/generate_qr', {
    headers: anyIp(),
    token,
    body: { channel_id: await channelId(app, token, 'promptpay_qr'), amount: baht },
  });
  const ref = (
    await app.db.query<{ ref: string }>(`SELECT ref FROM deposit_orders WHERE id::text = $1 OR ref = $1`, [
      order.data.order_id,
    ])
  ).rows[0]!.ref;
  return { ref, event: await settleSandboxOrder(app.db, order.data.order_id, 'paid') };
};

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

  it('sends nothing of a category the member turned off, also when it was turned off after the event was queued', async () => {
    const member = await paymentMember(app);
    const user = await linkLine(member.id);
    expect((await setPrefs(member.token, { money: false })).data.prefs).toEqual({
      money: false,
      lotto: true,
      rewards: false,
    });
    const first = await paidOrder(member.token, 100);
    await deliverNotification(app.db, first.event, injectTransport(app), { pauseMs: 1 });
    await sendAll();
    expect(received(user)).toEqual([]);

    await setPrefs(member.token, { money: true });
    const second = await paidOrder(member.token, 100);
    await deliverNotification(app.db, second.event, injectTransport(app), { pauseMs: 1 });
    await setPrefs(member.token, { money: false });
    await sendAll();
    expect(received(user)).toEqual([]);
    const closed = await app.db.query<{ status: string; last_error: string }>(
      `SELECT status, last_error FROM outbox WHERE kind = 'member_deposit' AND payload->>'inboxId' IN
         (SELECT id::text FROM member_inbox WHERE member_id = $1)`,
      [member.id],
    );
    expect(closed.rows).toEqual([{ status: 'skipped', last_error: expect.stringContaining('ปิดการแจ้งเตือน') }]);
  });

  it('sends an excluded member no marketing message of any kind, by any path, but still their money messages', async () => {
    const member = await paymentMember(app);
    const user = await linkLine(member.id);
    await setPrefs(member.token, { rewards: true });
    const agentId = await demoAgentId(app);
    const campaign = await insertCampaign(app, { name: 'โบนัสก่อนพัก' });
    // Granted before the time-out, sent after it started: the send asks again.
    await grantAward(app.db, {
      agentId,
      campaignId: campaign,
      memberId: member.id,
      periodKey: 'before',
      amount: 10_00 as never,
      walletTypeId: 1,
      description: 'โบนัสทดสอบ',
      now: new Date(),
    });
    await app.db.query(
      `INSERT INTO member_protection (member_id, agent_id, exclusion_kind, excluded_from, excluded_until)
       SELECT id, agent_id, 'timeout', now(), now() + interval '7 days' FROM members WHERE id = $1`,
      [member.id],
    );
    // An award row written while excluded (a path that would forget the gate) queues nothing.
    await app.db.tx((q) =>
      tellMember(q, {
        memberId: member.id,
        kind: 'award',
        title: 'ได้รับรางวัล',
        body: 'ทดสอบ',
        amount: 500,
        source: `test:award:${member.id}`,
      }),
    );
    expect(
      (
        await app.db.query(`SELECT 1 FROM outbox WHERE event_key = $1`, [
          `line:inbox:test:award:${member.id}`,
        ])
      ).rows,
    ).toEqual([]);
    // Money is still told (a time-out refuses deposits: a staff credit).
    await transfer(autocommit(app.db), {
      key: `test-credit:${member.id}`,
      from: { house: 'adjustments' },
      to: { member: member.id, walletTypeId: 1 },
      amount: satang(75_00),
      kind: 'adjustment',
      description: 'ชดเชยจากแอดมิน',
    });
    await sendAll();
    expect(received(user)).toEqual([
      {
        type: 'flex',
        texts: ['แอดมินเพิ่มเงินให้', '75.00 บาท', 'ชดเชยจากแอดมิน'],
        button: { type: 'uri', label: 'ดูประวัติธุรกรรม', uri: `https://liff.line.me/${LIFF.default}/statement` },
      },
    ]);
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

  it('shows staff whether the member follows the account and their choices; one who blocked it is sent nothing', async () => {
    const member = await fundedMember(app, 10_00);
    const user = await linkLine(member.id);
    await setPrefs(member.token, { lotto: false });
    const detail = async () =>
      (await call(app, 'GET', `/api/admin/members/${member.id}`, { token: owner.token })).data;
    expect(await detail()).toMatchObject({
      line_linked: true,
      line_following: null,
      line_messages: { money: true, lotto: false, rewards: false },
    });
    expect((await postWebhook(app, [followEvent('follow', user)])).statusCode).toBe(200);
    expect((await detail()).line_following).toBe(true);
    await postWebhook(app, [followEvent('unfollow', user)]);
    expect((await detail()).line_following).toBe(false);

    await transfer(autocommit(app.db), {
      key: `test-credit-blocked:${member.id}`,
      from: { house: 'adjustments' },
      to: { member: member.id, walletTypeId: 1 },
      amount: satang(5_00),
      kind: 'adjustment',
      description: 'เครดิตทดสอบ',
    });
    await sendAll();
    expect(received(user)).toEqual([]);
  });

  it('lets only a member with LINE linked choose, and keeps each member’s choices their own', async () => {
    const unlinked = await paymentMember(app);
    expect((await call(app, 'GET', '/api/member/line/messages', { token: unlinked.token })).data).toEqual({
      linked: false,
      prefs: { money: true, lotto: true, rewards: false },
    });
    expect((await setPrefs(unlinked.token, { rewards: true })).error).toBe(
      errorCatalogue.LINE_MESSAGES_NOT_LINKED.code,
    );
    const [a, b] = [await paymentMember(app), await paymentMember(app)];
    await linkLine(a.id);
    await linkLine(b.id);
    await Promise.all([setPrefs(a.token, { lotto: false }), setPrefs(a.token, { rewards: true })]);
    expect((await call(app, 'GET', '/api/member/line/messages', { token: a.token })).data.prefs).toEqual({
      money: true,
      lotto: false,
      rewards: true,
    });
    expect((await call(app, 'GET', '/api/member/line/messages', { token: b.token })).data.prefs).toEqual({
      money: true,
      lotto: true,
      rewards: false,
    });
  });
});
