import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { fundedMember, launch, seamlessCall, txId } from '@tests/server/games-platform/helpers';
import { expectBadCursorsRefused } from '@tests/server/pagination/keyset-walk';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const auditOf = async (memberId: number, action: string) =>
  (
    await app.db.query<{ staff_id: number; before: unknown; after: unknown; reason: string }>(
      `SELECT staff_id::int AS staff_id, before, after, reason FROM audit_log
        WHERE target_type = 'member' AND target_id = $1 AND action = $2 ORDER BY id`,
      [String(memberId), action],
    )
  ).rows;

describe('members: search and the member page', () => {
  it('finds a member by phone, bank account, referral code and part of the name; wildcards are literal', async () => {
    const support = await insertStaff(app, 'support');
    const member = await insertMember(app);
    const { rows } = await app.db.query<{ bank_account: string; referral_code: string }>(
      `SELECT bank_account, referral_code FROM members WHERE id = $1`,
      [member.id],
    );
    for (const q of [member.phone, rows[0]!.bank_account, rows[0]!.referral_code.toLowerCase()]) {
      const found = await call(app, 'GET', '/api/admin/members', { token: support.token, query: { q } });
      expect(found.data.map((m: { id: number }) => m.id)).toContain(member.id);
    }
    const byName = await call(app, 'GET', '/api/admin/members', {
      token: support.token,
      query: { q: 'ทดสอบ' },
    });
    expect(byName.data.length).toBeGreaterThan(0);
    const wildcard = await call(app, 'GET', '/api/admin/members', {
      token: support.token,
      query: { q: '%%' },
    });
    expect(wildcard.data).toEqual([]);
    const tooShort = await call(app, 'GET', '/api/admin/members', {
      token: support.token,
      query: { q: 'x' },
    });
    expect(tooShort.status).toBe(400);
  });

  it('shows profile, wallets, statement, games and payments', async () => {
    const finance = await insertStaff(app, 'finance');
    const player = await fundedMember(app, 100);
    const session = await launch(app, player);
    await seamlessCall(app, 'bet', {
      token: session,
      transaction_id: txId(),
      round_id: 'r-1',
      game_id: 'builtin-slot-thai',
      amount: 10,
      currency: 'THB',
    });
    const detail = await call(app, 'GET', `/api/admin/members/${player.id}`, { token: finance.token });
    expect(detail.data).toMatchObject({ id: player.id, phone: player.phone, status: 'active' });
    expect(detail.data.wallets).toMatchObject([{ wallet_type_id: 1, balance: 90 }]);
    const statement = await call(app, 'GET', `/api/admin/members/${player.id}/statement`, {
      token: finance.token,
    });
    expect(statement.data.items.map((l: { type: string }) => l.type)).toEqual(['bet', 'adjustment']);
    const games = await call(app, 'GET', `/api/admin/members/${player.id}/games`, { token: finance.token });
    expect(games.data.items).toMatchObject([{ kind: 'bet', amount: 10, round_id: 'r-1' }]);
    for (const list of ['games', 'statement']) {
      await expectBadCursorsRefused(
        (cursor) =>
          call(app, 'GET', `/api/admin/members/${player.id}/${list}`, {
            token: finance.token,
            query: { cursor },
          }),
        ['abc', '-1'],
      );
    }
    const payments = await call(app, 'GET', `/api/admin/members/${player.id}/payments`, {
      token: finance.token,
    });
    expect(payments.data.items).toEqual([]);
    const missing = await call(app, 'GET', '/api/admin/members/999999999', { token: finance.token });
    expect(missing.error).toBe(errorCatalogue.MEMBER_NOT_FOUND.code);
  });
});

describe('members: sessions, status, notes, password reset', () => {
  it('revoking all ends the member sessions and the game sessions, audited', async () => {
    const support = await insertStaff(app, 'support');
    const player = await fundedMember(app, 50);
    const session = await launch(app, player);
    const answer = await call(app, 'POST', `/api/admin/members/${player.id}/sessions/revoke_all`, {
      token: support.token,
      body: {},
    });
    expect(answer.data).toEqual({ revoked_sessions: 1, ended_game_sessions: 1 });
    expect((await call(app, 'POST', '/api/member/wallets', { token: player.token })).status).toBe(401);
    const bet = await seamlessCall(app, 'bet', {
      token: session,
      transaction_id: txId(),
      round_id: 'r-2',
      game_id: 'builtin-slot-thai',
      amount: 1,
      currency: 'THB',
    });
    expect(bet.error).not.toBe(0);
    expect(await auditOf(player.id, 'member.revoke_sessions')).toMatchObject([{ staff_id: support.id }]);
  });

  it('revokes one session and refuses a session of another member', async () => {
    const support = await insertStaff(app, 'support');
    const a = await insertMember(app);
    const b = await insertMember(app);
    const list = await call(app, 'GET', `/api/admin/members/${a.id}/sessions`, { token: support.token });
    const sessionId = list.data.items[0].id;
    const foreign = await call(app, 'POST', `/api/admin/members/${b.id}/sessions/${sessionId}/revoke`, {
      token: support.token,
      body: {},
    });
    expect(foreign.error).toBe(errorCatalogue.MEMBER_SESSION_NOT_FOUND.code);
    const revoked = await call(app, 'POST', `/api/admin/members/${a.id}/sessions/${sessionId}/revoke`, {
      token: support.token,
      body: {},
    });
    expect(revoked.error).toBe(0);
    const after = await call(app, 'GET', `/api/admin/members/${a.id}/sessions`, { token: support.token });
    expect(after.data.items[0]).toMatchObject({ id: sessionId, live: false });
  });

  it('disabling revokes sessions and refuses login; enabling allows it; both audited', async () => {
    const support = await insertStaff(app, 'support');
    const member = await insertMember(app);
    await call(app, 'POST', `/api/admin/members/${member.id}/disable`, {
      token: support.token,
      body: { reason: 'ทุจริต' },
    });
    expect((await call(app, 'POST', '/api/member/wallets', { token: member.token })).status).toBe(401);
    expect(await auditOf(member.id, 'member.disable')).toMatchObject([
      { before: { status: 'active' }, after: { status: 'disabled' }, reason: 'ทุจริต' },
    ]);
    const enabled = await call(app, 'POST', `/api/admin/members/${member.id}/enable`, {
      token: support.token,
      body: {},
    });
    expect(enabled.data.status).toBe('active');
    const finance = await insertStaff(app, 'finance');
    const refused = await call(app, 'POST', `/api/admin/members/${member.id}/disable`, {
      token: finance.token,
      body: {},
    });
    expect(refused.status).toBe(403);
  });

  it('keeps notes as an append-only list', async () => {
    const support = await insertStaff(app, 'support');
    const member = await insertMember(app);
    for (const body of ['โทรมาสอบถาม', 'ยืนยันบัญชีแล้ว'])
      await call(app, 'POST', `/api/admin/members/${member.id}/notes`, {
        token: support.token,
        body: { body },
      });
    const notes = await call(app, 'GET', `/api/admin/members/${member.id}/notes`, { token: support.token });
    expect(notes.data.items.map((n: { body: string }) => n.body)).toEqual(['ยืนยันบัญชีแล้ว', 'โทรมาสอบถาม']);
    await expect(
      app.db.query(`UPDATE member_notes SET body = 'x' WHERE member_id = $1`, [member.id]),
    ).rejects.toThrow(/append-only/);
    await expect(app.db.query(`DELETE FROM member_notes WHERE member_id = $1`, [member.id])).rejects.toThrow(
      /append-only/,
    );
    const empty = await call(app, 'POST', `/api/admin/members/${member.id}/notes`, {
      token: support.token,
      body: { body: '   ' },
    });
    expect(empty.status).toBe(400);
  });

  it('sends the member a reset code by SMS (the existing reset flow), audited', async () => {
    const support = await insertStaff(app, 'support');
    const member = await insertMember(app);
    const answer = await call(app, 'POST', `/api/admin/members/${member.id}/password_reset`, {
      token: support.token,
      body: {},
    });
    expect(answer.data.ref).toMatch(/^[A-Z0-9]{6}$/);
    const { rows } = await app.db.query<{ body: string }>(`SELECT body FROM sms_outbox WHERE phone = $1`, [
      member.phone,
    ]);
    expect(rows[0]!.body).toContain(answer.data.ref);
    expect(await auditOf(member.id, 'member.password_reset_sms')).toHaveLength(1);
  });
});

describe('members: credit and debit', () => {
  it('credits with a reason through the ledger adjustment, once per form key, shown in the statement', async () => {
    const finance = await insertStaff(app, 'finance');
    const member = await fundedMember(app, 0);
    const key = randomUUID();
    const body = {
      direction: 'credit',
      amount: 150.25,
      reason: 'ชดเชยระบบขัดข้อง',
      member_text: 'ชดเชยระบบ',
      idempotency_key: key,
    };
    const [first, second] = await Promise.all([
      call(app, 'POST', `/api/admin/members/${member.id}/adjust`, { token: finance.token, body }),
      call(app, 'POST', `/api/admin/members/${member.id}/adjust`, { token: finance.token, body }),
    ]);
    expect([first.data.replayed, second.data.replayed].sort()).toEqual([false, true]);
    expect(first.data.transfer_id).toBe(second.data.transfer_id);
    const detail = await call(app, 'GET', `/api/admin/members/${member.id}`, { token: finance.token });
    expect(detail.data.wallets[0].balance).toBe(150.25);
    const statement = await call(app, 'GET', '/api/member/statement', { token: member.token });
    expect(statement.data.items[0]).toMatchObject({ amount: 150.25, type: 'adjustment' });
    expect(statement.data.items[0].description).toBe('ปรับยอดเพิ่มโดยแอดมิน: ชดเชยระบบ');
    expect(await auditOf(member.id, 'member.adjust')).toMatchObject([
      { staff_id: finance.id, reason: 'ชดเชยระบบขัดข้อง', after: { direction: 'credit', amount: 150.25 } },
    ]);
    // The member is told once, in their inbox, and staff see what the member was told and that it is unread.
    const told = [{ kind: 'adjustment', title: 'แอดมินเพิ่มเงินให้', amount: 150.25, read: false }];
    const inbox = await call(app, 'GET', '/api/member/inbox', { token: member.token });
    expect(inbox.data.items).toMatchObject(told);
    expect(inbox.data.items[0].body).toBe('ปรับยอดเพิ่มโดยแอดมิน: ชดเชยระบบ');
    const seen = await call(app, 'GET', `/api/admin/members/${member.id}/inbox`, { token: finance.token });
    expect(seen.data.items).toMatchObject(told);
  });

  it('refuses a debit beyond the balance, a missing reason, a third decimal; none changes anything', async () => {
    const finance = await insertStaff(app, 'finance');
    const member = await fundedMember(app, 10);
    const post = (body: object) =>
      call(app, 'POST', `/api/admin/members/${member.id}/adjust`, {
        token: finance.token,
        body: { direction: 'debit', amount: 5, reason: 'ปรับยอดผิด', idempotency_key: randomUUID(), ...body },
      });
    expect((await post({ amount: 20 })).error).toBe(errorCatalogue.INSUFFICIENT_FUNDS.code);
    expect((await post({ reason: ' ' })).error).toBe(errorCatalogue.REASON_REQUIRED.code);
    expect((await post({ amount: 1.005 })).error).toBe(errorCatalogue.AMOUNT_INVALID.code);
    expect((await post({ idempotency_key: 'x' })).status).toBe(400);
    expect(await auditOf(member.id, 'member.adjust')).toEqual([]);
    const support = await insertStaff(app, 'support');
    const refused = await call(app, 'POST', `/api/admin/members/${member.id}/adjust`, {
      token: support.token,
      body: { direction: 'credit', amount: 5, reason: 'ทดสอบ', idempotency_key: randomUUID() },
    });
    expect(refused.status).toBe(403);
    const detail = await call(app, 'GET', `/api/admin/members/${member.id}`, { token: finance.token });
    expect(detail.data.wallets[0].balance).toBe(10);
  });
});
