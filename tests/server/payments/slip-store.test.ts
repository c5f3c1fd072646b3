import { afterAll, describe, expect, it } from 'vitest';
import { sha256Hex, signS3 } from '@server/payments/slips/sigv4';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { startS3StandIn } from '@tests/server/helpers/s3-stand-in';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { anyIp, channelId } from './payment-helpers';

describe('Signature Version 4', () => {
  it("signs AWS's documented GET Object example exactly", () => {
    const headers = signS3({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      accessKey: 'AKIAIOSFODNN7EXAMPLE',
      secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      at: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

const credentials = { accessKey: 'slip-key', secretKey: 'slip-secret-0123456789', region: 'ap-southeast-1' };
const s3 = await startS3StandIn(credentials);
const app = await createTestApp({
  SLIP_S3_ENDPOINT: s3.url,
  SLIP_S3_BUCKET: 'member-slips',
  SLIP_S3_REGION: credentials.region,
  SLIP_S3_ACCESS_KEY: credentials.accessKey,
  SLIP_S3_SECRET_KEY: credentials.secretKey,
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

describe('slips in an S3-compatible store', () => {
  it('keeps a slip in the bucket and reads it back for the member and for staff', async () => {
    const member = await insertMember(app);
    const channel = await channelId(app, member.token, 'bank_transfer');
    const order = await call(app, 'POST', '/api/member/payment/generate_qr', {
      headers: anyIp(),
      token: member.token,
      body: { channel_id: channel, amount: 180 },
    });
    const ref = order.data.order_id as string;
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('s3'),
    ]);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/member/payment/slip',
      query: { order_id: ref },
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'image/png' },
      payload: png,
    });
    expect(sent.json()).toMatchObject({ error: 0, data: { mime: 'image/png' } });
    expect([...s3.objects.keys()].some((key) => key.startsWith('/member-slips/order-'))).toBe(true);
    const read = await app.inject({
      method: 'GET',
      url: '/api/member/payment/slip/image',
      query: { order_id: ref },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(read.rawPayload.equals(png)).toBe(true);
    const finance = await insertStaff(app, 'finance');
    const staff = await call(app, 'GET', '/api/admin/deposits/slip', {
      token: finance.token,
      query: { order_id: ref },
    });
    expect(Buffer.from(staff.data.data_base64, 'base64').equals(png)).toBe(true);
  });

  // Last: it stops the store.
  it('says in Thai that the store is away (503), never a 500, and keeps no row for the slip', async () => {
    const member = await insertMember(app);
    const channel = await channelId(app, member.token, 'bank_transfer');
    const order = await call(app, 'POST', '/api/member/payment/generate_qr', {
      headers: anyIp(),
      token: member.token,
      body: { channel_id: channel, amount: 190 },
    });
    await s3.close();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/member/payment/slip',
      query: { order_id: order.data.order_id as string },
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'image/png' },
      payload: Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('x'),
      ]),
    });
    expect(sent.statusCode).toBe(503);
    expect(sent.json()).toMatchObject({ error: 9503, message: expect.stringContaining('ระบบเก็บรูปสลิปขัดข้อง') });
    const { rows } = await app.db.query(`SELECT 1 FROM deposit_slips WHERE member_id = $1`, [member.id]);
    expect(rows).toEqual([]);
  });
});
