import { generateKeyPairSync, createPrivateKey } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { secretBoxOf } from '@server/line/secret-box';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { startHub88StandIn } from '@tests/server/helpers/hub88-stand-in';

const app = await createTestApp();
afterAll(() => app.close());

type Settings = { hub88_public_key: string | null; operator_public_key: string; wallet_path: string };
const read = (token: string) => call<Settings>(app, 'GET', '/api/admin/games/hub88', { token });
const save = (token: string, key: string) =>
  call<Settings>(app, 'POST', '/api/admin/games/hub88', { token, body: { hub88_public_key: key } });

describe('Hub88 keys in the console', () => {
  it('generates our pair once (parallel first reads agree), keeps the private key only sealed', async () => {
    const staff = await insertStaff(app, 'content');
    const answers = await Promise.all(Array.from({ length: 5 }, () => read(staff.token)));
    const keys = new Set(answers.map((answer) => answer.data.operator_public_key));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(answers[0]!.data).toMatchObject({ hub88_public_key: null, wallet_path: '/hub88' });
    const { rows } = await app.db.query<{ sealed: string }>(
      `SELECT operator_private_key_sealed AS sealed FROM hub88_settings`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sealed).not.toContain('PRIVATE KEY');
    // The sealed key opens with the server's box into the private half of the public key shown.
    const opened = createPrivateKey(secretBoxOf(app.config).open(rows[0]!.sealed));
    expect(opened.asymmetricKeyType).toBe('rsa');
  });

  it('answers every call RS_ERROR_INVALID_SIGNATURE before Hub88’s key is pasted, RS_ERROR_INVALID_PARTNER while the provider is off', async () => {
    const before = await app.inject({
      method: 'POST',
      url: '/hub88/user/info',
      payload: JSON.stringify({ user: 'someone', request_uuid: 'u-1' }),
      headers: { 'content-type': 'application/json', 'x-hub88-signature': 'c2lnbmVk' },
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      status: 'RS_ERROR_INVALID_SIGNATURE',
      user: 'someone',
      request_uuid: 'u-1',
    });
    const hub88 = await startHub88StandIn(app, (await insertStaff(app, 'owner')).token);
    const off = await hub88.send('user/info', { user: 'someone', request_uuid: 'u-2' });
    expect(off.answer).toEqual({ status: 'RS_ERROR_INVALID_PARTNER', user: 'someone', request_uuid: 'u-2' });
    expect(off.signed).toBe(true);
  });

  it('saves Hub88’s RSA public key (audited), refuses anything else in Thai, and a role without games.manage', async () => {
    const staff = await insertStaff(app, 'content');
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    for (const wrong of ['not a key', ec, pem.replace('MII', 'XXX')])
      expect((await save(staff.token, wrong)).error).toBe(errorCatalogue.HUB88_PUBLIC_KEY_INVALID.code);
    const saved = await save(staff.token, `\n${pem}\n`);
    expect(saved.error).toBe(0);
    expect(saved.data.hub88_public_key).toBe(pem);
    expect((await read(staff.token)).data.hub88_public_key).toBe(pem);
    const { rows } = await app.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'games.provider.update' AND staff_id = $1`,
      [staff.id],
    );
    expect(rows).toHaveLength(1);
    const support = await insertStaff(app, 'support');
    expect((await read(support.token)).status).toBe(403);
    expect((await save(support.token, pem)).status).toBe(403);
  });
});
