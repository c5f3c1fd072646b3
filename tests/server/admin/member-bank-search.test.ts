import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

describe('member search by a bank account as a slip prints it', () => {
  it('finds the member by xxx-x-x1234-x, by the shown digits alone, and not by a mask that does not fit', async () => {
    const support = await insertStaff(app, 'support');
    const member = await insertMember(app);
    // Ten digits, unique to this run: 98 + 7 digits of the clock + 1.
    const account = `98${String(Date.now()).slice(-7)}1`;
    await app.db.query(`UPDATE members SET bank_account = $2 WHERE id = $1`, [member.id, account]);
    const shown = account.slice(5, 9); // KBank's slip: xxx-x-x1234-x
    const search = async (q: string) =>
      (await call(app, 'GET', '/api/admin/members', { token: support.token, query: { q } })).data.map(
        (m: { id: number }) => m.id,
      );
    expect(await search(`xxx-x-x${shown}-x`)).toContain(member.id);
    expect(await search(`XXX-X-X${shown}-X`)).toContain(member.id);
    expect(await search(shown)).toContain(member.id);
    expect(await search(account.slice(4, 9))).toContain(member.id);
    // SCB prints xxx-xxx456-7: the last four shown.
    expect(await search(`xxx-xxx${account.slice(6, 9)}-${account.slice(9)}`)).toContain(member.id);
    // A mask of another length, or other digits, is not this account.
    expect(await search(`xxx-x-x${shown}`)).not.toContain(member.id);
    expect(await search(`xxx-x-x${shown}-xx`)).not.toContain(member.id);
    const other = String((Number(shown) + 1) % 10000).padStart(4, '0');
    expect(await search(`xxx-x-x${other}-x`)).not.toContain(member.id);
  });
});
