import { afterAll, describe, expect, it } from 'vitest';
import { revokeSession } from '@server/accounts/sessions';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';

// A banner has an audience (migration 1070): guests, members or everyone. /api/banner answers by who asks.
const app = await createTestApp();
afterAll(() => app.close());

const WELCOME = 'สมัครวันนี้ รับโบนัสต้อนรับ';

const titles = async (token?: string) =>
  ((await call(app, 'GET', '/api/banner', { token })).data as { title: string }[]).map((b) => b.title);

const auditRows = async (targetId: number) =>
  (
    await app.db.query<{ action: string; before: { audience?: string } | null; after: { audience: string } }>(
      `SELECT action, before, after FROM audit_log WHERE target_type = 'banners' AND target_id = $1 ORDER BY id`,
      [String(targetId)],
    )
  ).rows;

describe('banners by audience', () => {
  it("the seed's welcome banner is for guests: a guest gets it, a logged-in member does not", async () => {
    const guest = await titles();
    expect(guest).toContain(WELCOME);
    expect(guest).toEqual(expect.arrayContaining(['สล็อตแตกง่าย จ่ายจริง', 'หวยยี่กี ออกทุก 15 นาที']));
    const member = await insertMember(app);
    const seen = await titles(member.token);
    expect(seen).not.toContain(WELCOME);
    expect(seen).toEqual(['สล็อตแตกง่าย จ่ายจริง', 'หวยยี่กี ออกทุก 15 นาที']);
  });

  it("a members' banner reaches members only, an everyone banner both; a dead token is a guest's", async () => {
    const staff = await insertStaff(app, 'content');
    const post = (body: object) =>
      call(app, 'POST', '/api/admin/content/banners', { token: staff.token, body });
    expect((await post({ image: '/m.webp', title: 'ฝากครั้งแรกของวัน', audience: 'members' })).error).toBe(0);
    expect((await post({ image: '/e.webp', title: 'ทุกคนเห็น' })).data.audience).toBe('everyone');
    const member = await insertMember(app);
    expect(await titles(member.token)).toEqual(expect.arrayContaining(['ฝากครั้งแรกของวัน', 'ทุกคนเห็น']));
    const guest = await titles();
    expect(guest).toContain('ทุกคนเห็น');
    expect(guest).not.toContain('ฝากครั้งแรกของวัน');
    // A token that is no longer live (logged out) is no member: the guest's list.
    const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM sessions WHERE member_id = $1`, [
      member.id,
    ]);
    await revokeSession(app.db, rows[0]!.id);
    expect(await titles(member.token)).toEqual(guest);
    expect(await titles('not-a-token')).toEqual(guest);
  });

  it('a member in a self-exclusion or a time-out still gets no banner at all, whatever its audience', async () => {
    const member = await insertMember(app);
    expect((await titles(member.token)).length).toBeGreaterThan(0);
    await app.db.query(
      `INSERT INTO member_protection (member_id, agent_id, exclusion_kind, excluded_from, excluded_until)
       SELECT id, agent_id, 'self_exclusion', now(), now() + interval '30 days' FROM members WHERE id = $1`,
      [member.id],
    );
    expect(await titles(member.token)).toEqual([]);
    // The guests' banners are not a way around it: the excluded member's token gets none of them either.
    expect(await titles(member.token)).not.toContain(WELCOME);
  });
});

describe('the console sets a banner audience', () => {
  it('accepts guests, members, everyone; lists it; audits before and after; a change shows at once', async () => {
    const staff = await insertStaff(app, 'content');
    const created = await call(app, 'POST', '/api/admin/content/banners', {
      token: staff.token,
      body: { image: '/images/reg.webp', link: '/register', title: 'ชวนสมัคร', audience: 'guests' },
    });
    expect(created.data).toMatchObject({ audience: 'guests', title: 'ชวนสมัคร' });
    const id = created.data.id as number;
    const listed = await call(app, 'GET', '/api/admin/content/banners', { token: staff.token });
    expect(listed.data.find((b: { id: number }) => b.id === id)).toMatchObject({ audience: 'guests' });
    const member = await insertMember(app);
    expect(await titles(member.token)).not.toContain('ชวนสมัคร');

    const { id: _id, ...fields } = created.data;
    const updated = await call(app, 'POST', `/api/admin/content/banners/${id}`, {
      token: staff.token,
      body: { ...fields, audience: 'everyone' },
    });
    expect(updated.data.audience).toBe('everyone');
    expect(await titles(member.token)).toContain('ชวนสมัคร');
    expect(await auditRows(id)).toMatchObject([
      { action: 'content.banners.create', before: null, after: { audience: 'guests' } },
      { action: 'content.banners.update', before: { audience: 'guests' }, after: { audience: 'everyone' } },
    ]);
  });

  it('refuses an unknown audience with 400, and saves and audits nothing', async () => {
    const staff = await insertStaff(app, 'content');
    const count = async () =>
      (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM agent_banners`)).rows[0]!.n;
    const before = await count();
    const audits = (await app.db.query(`SELECT 1 FROM audit_log WHERE action LIKE 'content.banners.%'`)).rows
      .length;
    for (const audience of ['vip', 'member', '', 7, null]) {
      const answer = await call(app, 'POST', '/api/admin/content/banners', {
        token: staff.token,
        body: { image: '/x.webp', audience },
      });
      expect(answer.status).toBe(400);
    }
    expect(await count()).toBe(before);
    expect(
      (await app.db.query(`SELECT 1 FROM audit_log WHERE action LIKE 'content.banners.%'`)).rows.length,
    ).toBe(audits);
    // The database refuses one too, should anything write past the contract.
    await expect(
      app.db.query(
        `UPDATE agent_banners SET audience = 'vip' WHERE id = (SELECT min(id) FROM agent_banners)`,
      ),
    ).rejects.toThrow();
  });
});
