import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { satang } from '@contract/money';
import { autocommit } from '@server/db/db';
import { transfer } from '@server/ledger';
import { tellMember } from '@server/live/inbox';
import { deliverNotification } from '@server/payments/sandbox/sandbox-notify';
import { grantAward } from '@server/rewards';
import { call } from '../helpers/test-app';
import { followEvent, postWebhook } from '../helpers/line-official-account';
import { fundedMember } from '../lotto/lotto-fixtures';
import { injectTransport, paymentMember } from '../payments/payment-helpers';
import { demoAgentId, insertCampaign } from '../rewards/rewards-helpers';
import { LIFF, memberMessagesSetup } from './member-messages-fixtures';

const { app, owner, sendAll, received, linkLine, setPrefs, paidOrder } = await memberMessagesSetup();

describe('a member’s choices of LINE messages, and who is sent nothing', () => {
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
