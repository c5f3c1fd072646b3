import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromIp, randomIp, registerMember, registration } from '../account/account-helpers';
import { CHANNEL_ID, startLineJwks } from '../account/line-jwks-server';
import {
  followEvent,
  lineConfig,
  postWebhook,
  sendLineOutbox,
  setUpOfficialAccount,
  startLine,
} from '../helpers/line-official-account';
import { call, createTestApp } from '../helpers/test-app';
import { memberDraft, publish, rollback, saveDraft, setLiffIds } from './rich-menu-helpers';

const line = await startLine();
const jwks = await startLineJwks();
const app = await createTestApp({
  ...lineConfig(line),
  LINE_JWKS_URL: jwks.url,
  LINE_CHANNEL_ID: CHANNEL_ID,
  LIFF_MOCK: 'off',
});
let owner: { token: string };
beforeAll(async () => {
  owner = await setUpOfficialAccount(app);
  await setLiffIds(app, owner.token);
});
afterAll(async () => {
  await app.close();
  await line.close();
  await jwks.close();
});

const lineUser = () => `U${randomBytes(16).toString('hex')}`;
const registrationTokenFor = async (sub: string) => {
  const answer = await call(app, 'POST', '/api/auth/line', { body: { id_token: await jwks.sign({ sub }) } });
  return answer.data.line_registration_token as string;
};
const outboxOf = async (kind: string) =>
  (
    await app.db.query<{ payload: Record<string, unknown>; status: string }>(
      `SELECT payload, status FROM outbox WHERE kind = $1 ORDER BY id`,
      [kind],
    )
  ).rows;
const publishMember = async (name: string) => {
  expect((await saveDraft(app, owner.token, 'member', memberDraft({ name }))).error).toBe(0);
  const published = await publish(app, owner.token, 'member');
  expect(published.error).toBe(0);
  return published.data.line_rich_menu_id as string;
};

describe('the member menu, linked per LINE user through the outbox', () => {
  it('is not a default: publishing it links no one at LINE directly, and opens the LIFF screens', async () => {
    const from = line.calls.length;
    const menuId = await publishMember('เมนูสมาชิกแรก');
    expect(line.calls.slice(from).map((c) => c.path.replace(/richmenu-[0-9a-f]{32}/, '<id>'))).toEqual([
      '/v2/bot/richmenu',
      '/v2/bot/richmenu/<id>/content',
    ]);
    expect(line.defaultMenu()).not.toBe(menuId);
    const areas = line.menus.get(menuId)!.body.areas as { action: { uri?: string } }[];
    expect(areas.map((area) => area.action.uri)).toEqual([
      'https://liff.line.me/2000000001-Depo0001/deposit',
      'https://liff.line.me/2000000001-Home0001/withdraw',
      'https://liff.line.me/2000000001-Home0001/wheel',
      'https://liff.line.me/2000000001-Home0001/lotto',
      'https://liff.line.me/2000000001-Home0001/promotions',
      undefined,
    ]);
  });

  it('links a member who links LINE, and unlinks them when they unlink, each enqueued with the change', async () => {
    const menuId = await publishMember('เมนูสมาชิกสอง');
    const member = await registerMember(app);
    const sub = lineUser();
    const linked = await call(app, 'POST', '/api/auth/line/link_account', {
      body: {
        line_registration_token: await registrationTokenFor(sub),
        phone: member.phone,
        password: member.password,
      },
      headers: fromIp(randomIp()),
    });
    expect(linked.error).toBe(0);
    expect((await outboxOf('rich_menu_link')).map((row) => row.payload)).toContainEqual({
      op: 'link_rich_menu',
      userId: sub,
      menu: 'member',
    });
    expect(line.userMenus.get(sub)).toBeUndefined(); // nothing called inline
    await sendLineOutbox(app, line);
    expect(line.userMenus.get(sub)).toBe(menuId);

    const unlinked = await call(app, 'POST', '/api/auth/line/unlink', { token: linked.data.access_token });
    expect(unlinked.error).toBe(0);
    expect((await outboxOf('rich_menu_unlink')).map((row) => row.payload)).toContainEqual({
      op: 'unlink_rich_menu',
      userId: sub,
    });
    await sendLineOutbox(app, line);
    expect(line.userMenus.has(sub)).toBe(false);
    // Unlinking again changes nothing and enqueues nothing.
    await call(app, 'POST', '/api/auth/line/unlink', { token: linked.data.access_token });
    expect((await outboxOf('rich_menu_unlink')).filter((row) => row.payload.userId === sub)).toHaveLength(1);
  });

  it('links a member again when they follow the account, and nobody else who follows', async () => {
    const menuId = await publishMember('เมนูสมาชิกติดตาม');
    const sub = lineUser();
    await call(app, 'POST', '/api/register', {
      body: registration({ line_registration_token: await registrationTokenFor(sub) }),
      headers: fromIp(randomIp()),
    });
    await sendLineOutbox(app, line);
    line.userMenus.delete(sub); // LINE dropped the link (the user blocked the account)
    const stranger = lineUser();
    const before = (await outboxOf('rich_menu_link')).length;
    expect(
      (await postWebhook(app, [followEvent('follow', sub), followEvent('follow', stranger)])).statusCode,
    ).toBe(200);
    expect((await outboxOf('rich_menu_link')).slice(before).map((row) => row.payload.userId)).toEqual([sub]);
    await sendLineOutbox(app, line);
    expect(line.userMenus.get(sub)).toBe(menuId);
    expect(line.userMenus.has(stranger)).toBe(false);
  });

  it('links a LINE user who registers from LIFF', async () => {
    const menuId = await publishMember('เมนูสมาชิกสาม');
    const sub = lineUser();
    const registered = await call(app, 'POST', '/api/register', {
      body: registration({ line_registration_token: await registrationTokenFor(sub) }),
      headers: fromIp(randomIp()),
    });
    expect(registered.error).toBe(0);
    await sendLineOutbox(app, line);
    expect(line.userMenus.get(sub)).toBe(menuId);
  });

  it('skips a link whose member unlinked before it was sent (the unlink is what stands)', async () => {
    await publishMember('เมนูสมาชิกสี่');
    await sendLineOutbox(app, line); // the members linked before move to it first
    const member = await registerMember(app);
    const sub = lineUser();
    const linked = await call(app, 'POST', '/api/auth/line/link_account', {
      body: {
        line_registration_token: await registrationTokenFor(sub),
        phone: member.phone,
        password: member.password,
      },
      headers: fromIp(randomIp()),
    });
    await call(app, 'POST', '/api/auth/line/unlink', { token: linked.data.access_token });
    const from = line.calls.length;
    await sendLineOutbox(app, line);
    expect(line.calls.slice(from).map((c) => `${c.method} ${c.path}`)).toEqual([
      `DELETE /v2/bot/user/${sub}/richmenu`,
    ]);
    expect(line.userMenus.has(sub)).toBe(false);
  });

  it('moves the linked members back on a rollback, also to the same publication a second time', async () => {
    const sub = lineUser();
    await call(app, 'POST', '/api/register', {
      body: registration({ line_registration_token: await registrationTokenFor(sub) }),
      headers: fromIp(randomIp()),
    });
    const first = await publishMember('ย้อนกลับ ก');
    const second = await publishMember('ย้อนกลับ ข');
    await sendLineOutbox(app, line);
    expect(line.userMenus.get(sub)).toBe(second);
    expect((await rollback(app, owner.token, 'member')).data.line_rich_menu_id).toBe(first);
    await sendLineOutbox(app, line);
    expect(line.userMenus.get(sub)).toBe(first);
    const third = await publishMember('ย้อนกลับ ค');
    await sendLineOutbox(app, line);
    expect(line.userMenus.get(sub)).toBe(third);
    expect((await rollback(app, owner.token, 'member')).data.line_rich_menu_id).toBe(first);
    await sendLineOutbox(app, line);
    expect(line.userMenus.get(sub)).toBe(first);
  });

  it('moves every linked member to a newly published member menu, 500 per bulk link', async () => {
    // 501 members with LINE of their own agent's, inserted as registration leaves them.
    await app.db.query(
      `INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account,
                            referral_code, age_confirmed_at, line_user_id)
       SELECT a.id, '09' || lpad(g::text, 8, '0'), '09' || lpad(g::text, 8, '0'), 'not-a-hash', 'ทดสอบ ระบบ',
              'KBANK', '9' || lpad(g::text, 9, '0'), 'B' || g, now(), 'U' || md5('bulk' || g)
         FROM agents a, generate_series(1, 501) g WHERE a.code = 'demo'`,
    );
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM members WHERE line_user_id IS NOT NULL`,
    );
    const from = line.calls.length;
    const menuId = await publishMember('เมนูสมาชิกใหม่');
    await sendLineOutbox(app, line);
    const bulk = line.calls.slice(from).filter((c) => c.path === '/v2/bot/richmenu/bulk/link');
    expect(bulk.map((c) => (c.body as { userIds: string[] }).userIds.length).sort((a, b) => b - a)).toEqual([
      500,
      rows[0]!.n - 500,
    ]);
    expect(bulk.every((c) => (c.body as { richMenuId: string }).richMenuId === menuId)).toBe(true);
    const first = (await app.db.query<{ u: string }>(`SELECT 'U' || md5('bulk1') AS u`)).rows[0]!.u;
    expect(line.userMenus.get(first)).toBe(menuId);
  });
});
