import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { insertStaff } from '../admin/staff-fixtures';
import { lineConfig, setUpOfficialAccount, startLine } from '../helpers/line-official-account';
import { call, createTestApp } from '../helpers/test-app';
import {
  dataUrl,
  DEFAULT_LIFF,
  guestDraft,
  jpeg,
  png,
  publish,
  rollback,
  saveDraft,
  setLiffIds,
} from './rich-menu-helpers';

const line = await startLine();
const app = await createTestApp(lineConfig(line));
let owner: { token: string };
beforeAll(async () => {
  owner = await setUpOfficialAccount(app);
});
afterAll(async () => {
  await app.close();
  await line.close();
});

const codeOf = (name: keyof typeof errorCatalogue) => errorCatalogue[name].code;
/** The stand-in's calls from `from` on, as `METHOD path` with the menu ids written as `<id>`. */
const callsSince = (from: number) =>
  line.calls.slice(from).map((c) => `${c.method} ${c.path.replace(/richmenu-[0-9a-f]{32}/, '<id>')}`);
const publications = async (kind: string) =>
  (
    await app.db.query<{ id: string; version: number; status: string; line_rich_menu_id: string }>(
      `SELECT id, version, status, line_rich_menu_id FROM line_rich_menu_publications WHERE kind = $1 ORDER BY id`,
      [kind],
    )
  ).rows;

describe('publishing the guest menu', () => {
  it('is refused while the LIFF screens have no LIFF id, and asks nothing of LINE', async () => {
    expect((await saveDraft(app, owner.token, 'guest', guestDraft())).error).toBe(0);
    const from = line.calls.length;
    const refused = await publish(app, owner.token, 'guest');
    expect(refused.error).toBe(codeOf('RICH_MENU_LIFF_MISSING'));
    expect(refused.message).toMatch(/LIFF ID/);
    expect(line.calls.length).toBe(from);
    expect(await publications('guest')).toEqual([]);
  });

  it('creates the menu, uploads its image, then sets it as the default, in that order', async () => {
    await setLiffIds(app, owner.token);
    const saved = await saveDraft(app, owner.token, 'guest', guestDraft());
    expect(saved.data).toMatchObject({
      layout: 'compact-3',
      image: { mime: 'image/png', width: 2500, height: 843 },
    });
    const from = line.calls.length;
    const published = await publish(app, owner.token, 'guest');
    expect(published.error).toBe(0);
    expect(callsSince(from)).toEqual([
      'POST /v2/bot/richmenu',
      'POST /v2/bot/richmenu/<id>/content',
      'POST /v2/bot/user/all/richmenu/<id>',
    ]);
    const id = published.data.line_rich_menu_id as string;
    expect(published.data).toMatchObject({
      status: 'live',
      version: saved.data.version,
      image_uploaded: true,
    });
    expect(line.defaultMenu()).toBe(id);
    const menu = line.menus.get(id)!;
    expect(menu.image).toMatchObject({ type: 'image/png' });
    expect(menu.body).toMatchObject({
      size: { width: 2500, height: 843 },
      chatBarText: 'เมนู',
      areas: [
        {
          bounds: { x: 0, y: 0, width: 833, height: 843 },
          action: { type: 'uri', uri: `https://liff.line.me/${DEFAULT_LIFF}` },
        },
        {
          bounds: { x: 833, width: 833 },
          action: { type: 'uri', uri: `https://liff.line.me/${DEFAULT_LIFF}/promotions` },
        },
        { bounds: { x: 1666, width: 834 }, action: { type: 'message', text: 'ติดต่อแอดมิน' } },
      ],
    });
    const audit = await app.db.query(`SELECT after FROM audit_log WHERE action = 'line.rich_menu_publish'`);
    expect(audit.rows).toHaveLength(1);

    const listed = await call(app, 'GET', '/api/admin/line/rich-menus', { token: owner.token });
    expect(listed.data.find((k: { kind: string }) => k.kind === 'guest')).toMatchObject({
      live: { line_rich_menu_id: id },
      pending: null,
    });
  });

  it('gives one menu at LINE for the same version, published again or by five clicks at once', async () => {
    const saved = await saveDraft(app, owner.token, 'guest', guestDraft({ name: 'ห้าคลิก' }));
    const before = line.menus.size;
    const from = line.calls.length;
    const clicks = await Promise.all(Array.from({ length: 5 }, () => publish(app, owner.token, 'guest')));
    for (const click of clicks) expect([0, codeOf('RICH_MENU_BUSY')]).toContain(click.error);
    const done = clicks.filter((click) => click.error === 0);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(new Set(done.map((click) => click.data.id)).size).toBe(1);
    const again = await publish(app, owner.token, 'guest');
    expect(again.data).toMatchObject({ id: done[0]!.data.id, version: saved.data.version, status: 'live' });
    expect(callsSince(from).filter((c) => c === 'POST /v2/bot/richmenu')).toHaveLength(1);
    expect(line.menus.size).toBe(before + 1);
    expect(line.defaultMenu()).toBe(again.data.line_rich_menu_id);
    expect((await publications('guest')).filter((p) => p.status === 'live')).toHaveLength(1);
  });

  it('completes a publication that failed midway at the next click, deleting the half-made menu', async () => {
    await saveDraft(app, owner.token, 'guest', guestDraft({ name: 'ล้มกลางทาง' }));
    const liveBefore = line.defaultMenu();
    line.failNextMatching('POST', /^\/v2\/bot\/richmenu\/richmenu-[0-9a-f]{32}\/content$/, 500);
    const failed = await publish(app, owner.token, 'guest');
    expect(failed.error).toBe(codeOf('RICH_MENU_LINE_FAILED'));
    expect(failed.message).toMatch(/LINE 500/);
    const [pending] = (await publications('guest')).filter((p) => p.status === 'creating');
    expect(pending!.line_rich_menu_id).toMatch(/^richmenu-/);
    expect(line.menus.get(pending!.line_rich_menu_id)?.image).toBeUndefined();
    expect(line.defaultMenu()).toBe(liveBefore);

    const from = line.calls.length;
    const completed = await publish(app, owner.token, 'guest');
    expect(completed.error).toBe(0);
    expect(completed.data.id).toBe(Number(pending!.id));
    expect(callsSince(from)).toEqual([
      'GET /v2/bot/richmenu/list',
      'DELETE /v2/bot/richmenu/<id>',
      'POST /v2/bot/richmenu',
      'POST /v2/bot/richmenu/<id>/content',
      'POST /v2/bot/user/all/richmenu/<id>',
    ]);
    expect(line.menus.has(pending!.line_rich_menu_id)).toBe(false);
    expect(line.defaultMenu()).toBe(completed.data.line_rich_menu_id);

    // A failure at the last step: the next click only sets the default.
    await saveDraft(app, owner.token, 'guest', guestDraft({ name: 'ล้มขั้นสุดท้าย' }));
    line.failNextMatching('POST', /^\/v2\/bot\/user\/all\/richmenu\//, 503);
    expect((await publish(app, owner.token, 'guest')).error).toBe(codeOf('RICH_MENU_LINE_FAILED'));
    const next = line.calls.length;
    const finished = await publish(app, owner.token, 'guest');
    expect(callsSince(next)).toEqual(['GET /v2/bot/richmenu/list', 'POST /v2/bot/user/all/richmenu/<id>']);
    expect(line.defaultMenu()).toBe(finished.data.line_rich_menu_id);
  });

  it('cleans up a half-made menu when the draft changed since, and publishes the new version', async () => {
    await saveDraft(app, owner.token, 'guest', guestDraft({ name: 'ฉบับแรก' }));
    line.failNextMatching('POST', /^\/v2\/bot\/richmenu\/richmenu-[0-9a-f]{32}\/content$/, 500);
    expect((await publish(app, owner.token, 'guest')).error).toBe(codeOf('RICH_MENU_LINE_FAILED'));
    const [halfMade] = (await publications('guest')).filter((p) => p.status === 'creating');
    const changed = await saveDraft(app, owner.token, 'guest', guestDraft({ name: 'ฉบับแก้ไข' }));
    const published = await publish(app, owner.token, 'guest');
    expect(published.data).toMatchObject({ status: 'live', version: changed.data.version });
    expect(line.menus.has(halfMade!.line_rich_menu_id)).toBe(false);
    expect((await publications('guest')).find((p) => p.id === halfMade!.id)!.status).toBe('abandoned');
  });

  it('rolls back to the previous publication, keeping the newer menu at LINE', async () => {
    await saveDraft(app, owner.token, 'guest', guestDraft({ name: 'ก่อนย้อน' }));
    const older = await publish(app, owner.token, 'guest');
    await saveDraft(app, owner.token, 'guest', guestDraft({ name: 'ใหม่กว่า', chat_bar_text: 'เมนูใหม่' }));
    const newer = await publish(app, owner.token, 'guest');
    expect(line.defaultMenu()).toBe(newer.data.line_rich_menu_id);

    const back = await rollback(app, owner.token, 'guest');
    expect(back.error).toBe(0);
    expect(back.data).toMatchObject({ id: older.data.id, status: 'live' });
    expect(line.defaultMenu()).toBe(older.data.line_rich_menu_id);
    expect(line.menus.has(newer.data.line_rich_menu_id)).toBe(true);
    const rows = await publications('guest');
    expect(rows.find((p) => Number(p.id) === newer.data.id)!.status).toBe('rolled_back');
    const audit = await app.db.query(`SELECT 1 FROM audit_log WHERE action = 'line.rich_menu_rollback'`);
    expect(audit.rows).toHaveLength(1);

    // The draft (the newer version) can be published again: a new menu at LINE.
    const again = await publish(app, owner.token, 'guest');
    expect(again.data.id).not.toBe(newer.data.id);
    expect(line.defaultMenu()).toBe(again.data.line_rich_menu_id);
  });

  it('has nothing to roll back to before a second publication', async () => {
    const staff = await insertStaff(app, 'owner');
    await saveDraft(app, staff.token, 'member', guestDraft({ layout: 'compact-3' }));
    expect((await rollback(app, staff.token, 'member')).error).toBe(codeOf('RICH_MENU_NO_PREVIOUS'));
  });
});

describe('the draft and its image', () => {
  it.each([
    ['a GIF', Buffer.from('GIF89a....'), 'RICH_MENU_IMAGE_TYPE'],
    ['over 1 MB', png(800, 540, { noise: true }), 'RICH_MENU_IMAGE_TOO_LARGE'],
    ['wider than 2500 px', png(2600, 900), 'RICH_MENU_IMAGE_WIDTH'],
    ['narrower than 800 px', png(700, 250), 'RICH_MENU_IMAGE_WIDTH'],
    ['lower than 250 px', png(800, 240), 'RICH_MENU_IMAGE_HEIGHT'],
    ['width/height under 1.45', png(1000, 800), 'RICH_MENU_IMAGE_RATIO'],
    ['another size than the layout', png(1200, 810), 'RICH_MENU_IMAGE_SIZE_MISMATCH'],
    ['a JPEG of another size', jpeg(1200, 405), 'RICH_MENU_IMAGE_SIZE_MISMATCH'],
  ] as const)('refuses an image %s in Thai and keeps the draft as it was', async (_what, bytes, reason) => {
    const before = await call(app, 'GET', '/api/admin/line/rich-menus/guest', { token: owner.token });
    const refused = await saveDraft(
      app,
      owner.token,
      'guest',
      guestDraft({ image: dataUrl(bytes), name: 'ไม่ผ่าน' }),
    );
    expect(refused.status).toBe(200);
    expect(refused.error).toBe(codeOf(reason));
    expect(refused.message).toMatch(/[ก-๙]/);
    const after = await call(app, 'GET', '/api/admin/line/rich-menus/guest', { token: owner.token });
    expect(after.data).toEqual(before.data);
  });

  it('takes a JPEG of the layout’s size, and keeps the stored image when none is sent', async () => {
    const saved = await saveDraft(
      app,
      owner.token,
      'guest',
      guestDraft({ image: dataUrl(jpeg(2500, 843), 'image/jpeg') }),
    );
    expect(saved.data.image).toMatchObject({ mime: 'image/jpeg', width: 2500, height: 843 });
    const kept = await saveDraft(app, owner.token, 'guest', guestDraft({ image: undefined, name: 'รูปเดิม' }));
    expect(kept.data).toMatchObject({
      name: 'รูปเดิม',
      image: { mime: 'image/jpeg' },
      version: saved.data.version + 1,
    });
    // Another layout without a new image: the stored one no longer fits.
    const other = await saveDraft(
      app,
      owner.token,
      'guest',
      guestDraft({ image: undefined, layout: 'small-3' }),
    );
    expect(other.error).toBe(codeOf('RICH_MENU_IMAGE_SIZE_MISMATCH'));
  });

  it('refuses areas that do not match the layout, and a LIFF screen that is not in the builder', async () => {
    const fewer = await saveDraft(
      app,
      owner.token,
      'guest',
      guestDraft({ layout: 'large-6', image: dataUrl(png(2500, 1686)) }),
    );
    expect(fewer.error).toBe(codeOf('RICH_MENU_INVALID'));
    const unknown = await saveDraft(
      app,
      owner.token,
      'guest',
      guestDraft({
        actions: [
          { type: 'liff', screen: 'casino-secret', params: {} },
          { type: 'message', text: 'ก' },
          { type: 'message', text: 'ข' },
        ],
      }),
    );
    expect(unknown.error).toBe(codeOf('RICH_MENU_SCREEN_UNKNOWN'));
    const missingParam = await saveDraft(
      app,
      owner.token,
      'guest',
      guestDraft({
        actions: [
          { type: 'liff', screen: 'lotto-round', params: {} },
          { type: 'message', text: 'ก' },
          { type: 'message', text: 'ข' },
        ],
      }),
    );
    expect(missingParam.error).toBe(codeOf('RICH_MENU_SCREEN_UNKNOWN'));
  });

  it('is the owner’s: support staff may not read, save or publish', async () => {
    const support = await insertStaff(app, 'support');
    expect((await call(app, 'GET', '/api/admin/line/rich-menus', { token: support.token })).status).toBe(403);
    expect((await saveDraft(app, support.token, 'guest', guestDraft())).status).toBe(403);
    expect((await publish(app, support.token, 'guest')).status).toBe(403);
  });
});
