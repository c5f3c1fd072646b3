import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { registerMember } from '@tests/server/account/account-helpers';
import {
  followEvent,
  lineConfig,
  postWebhook,
  setUpOfficialAccount,
  startLine,
} from '../helpers/line-official-account';
import { call, createTestApp } from '../helpers/test-app';

const line = await startLine();
const app = await createTestApp({ ...lineConfig(line), SECRETS_KEY: randomBytes(32).toString('base64') });
afterAll(async () => {
  await app.close();
  await line.close();
});
await setUpOfficialAccount(app);

const linkedMember = async () => {
  const member = await registerMember(app);
  const user = `U${randomBytes(16).toString('hex')}`;
  await app.db.query(`UPDATE members SET line_user_id = $2 WHERE phone = $1`, [member.phone, user]);
  return { token: member.token, user };
};
const messagesOf = (token: string) => call(app, 'GET', '/api/member/line/messages', { token });

describe('the profile’s LINE messages for a member who blocked the official account', () => {
  it('says so, so the profile can tell why nothing comes; unblocked, it says so no more', async () => {
    const { token, user } = await linkedMember();
    const before = (await messagesOf(token)).data;
    expect(before.linked).toBe(true);
    expect(before.blocked).toBeUndefined();
    expect((await postWebhook(app, [followEvent('unfollow', user)])).statusCode).toBe(200);
    expect((await messagesOf(token)).data).toMatchObject({ linked: true, blocked: true });
    // Saving a choice answers the same.
    const saved = await call(app, 'POST', '/api/member/line/messages', { token, body: { rewards: true } });
    expect(saved.data).toMatchObject({ linked: true, blocked: true, prefs: { rewards: true } });
    expect((await postWebhook(app, [followEvent('follow', user)])).statusCode).toBe(200);
    const after = (await messagesOf(token)).data;
    expect(after.linked).toBe(true);
    expect(after.blocked).toBeUndefined();
  });

  it('is never blocked while LINE is not linked', async () => {
    const member = await registerMember(app);
    const answer = (await messagesOf(member.token)).data;
    expect(answer.linked).toBe(false);
    expect(answer.blocked).toBeUndefined();
  });
});
