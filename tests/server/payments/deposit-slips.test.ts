import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { anyIp, channelId } from './payment-helpers';

const slipDir = await mkdtemp(join(tmpdir(), 'slips-'));
const app = await createTestApp({ SLIP_DIR: slipDir });
afterAll(async () => {
  await app.close();
  await rm(slipDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR fake slip pixels'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg slip')]);

const transferOrder = async (token: string, type = 'bank_transfer') => {
  const channel = await channelId(app, token, type);
  const order = await call(app, 'POST', '/api/member/payment/generate_qr', {
    headers: anyIp(),
    token,
    body: { channel_id: channel, amount: 250 },
  });
  return order.data.order_id as string;
};

const upload = async (token: string, ref: string, bytes: Buffer, type = 'image/png') => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/member/payment/slip',
    query: { order_id: ref },
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload: bytes,
  });
  const envelope = response.json() as {
    error: number;
    message: string;
    data: Record<string, unknown> | null;
  };
  return { status: response.statusCode, ...envelope };
};

const image = (url: string, token: string, ref: string) =>
  app.inject({ method: 'GET', url, query: { order_id: ref }, headers: { authorization: `Bearer ${token}` } });

describe('transfer slips', () => {
  it('a member attaches a slip to their own transfer order, reads it back, and replaces it', async () => {
    const member = await insertMember(app);
    const ref = await transferOrder(member.token);
    const first = await upload(member.token, ref, PNG, 'application/octet-stream');
    expect(first).toMatchObject({ error: 0, data: { order_id: ref, mime: 'image/png', size: PNG.length } });
    const info = await call(app, 'GET', '/api/member/payment/slip', {
      token: member.token,
      query: { order_id: ref },
    });
    expect(info.data).toMatchObject({ mime: 'image/png' });
    const files = (await readdir(slipDir)).length;
    const again = await upload(member.token, ref, JPEG, 'image/jpeg');
    // A new slip replaces the file: slip after slip does not fill the disk.
    expect((await readdir(slipDir)).length).toBe(files);
    expect(again.data?.mime).toBe('image/jpeg');
    const read = await image('/api/member/payment/slip/image', member.token, ref);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.rawPayload.equals(JPEG)).toBe(true);
  });

  it('nobody else reads or replaces it; staff who may see deposits do', async () => {
    const member = await insertMember(app);
    const other = await insertMember(app);
    const ref = await transferOrder(member.token);
    await upload(member.token, ref, PNG);
    expect((await upload(other.token, ref, JPEG)).error).toBe(5005);
    const info = await call(app, 'GET', '/api/member/payment/slip', {
      token: other.token,
      query: { order_id: ref },
    });
    expect(info.data).toBeNull();
    expect((await image('/api/member/payment/slip/image', other.token, ref)).json().error).toBe(5005);
    // The member's token is not a staff token.
    expect((await image('/api/admin/deposits/slip', member.token, ref)).statusCode).toBe(401);
    const content = await insertStaff(app, 'content');
    expect((await image('/api/admin/deposits/slip', content.token, ref)).statusCode).toBe(403);
    const finance = await insertStaff(app, 'finance');
    const seen = await call(app, 'GET', '/api/admin/deposits/slip', {
      token: finance.token,
      query: { order_id: ref },
    });
    expect(seen.data).toMatchObject({ order_id: ref, mime: 'image/png' });
    expect(Buffer.from(seen.data.data_base64, 'base64').equals(PNG)).toBe(true);
    const none = await call(app, 'GET', '/api/admin/deposits/slip', {
      token: finance.token,
      query: { order_id: await transferOrder(other.token) },
    });
    expect(none).toMatchObject({ error: 0, data: null });
    const listed = await call(app, 'GET', '/api/admin/deposits', { token: finance.token, query: { ref } });
    expect(listed.data.items[0]).toMatchObject({ ref, has_slip: true });
  });

  it('refuses what is not a slip image with a Thai message and stores nothing', async () => {
    const member = await insertMember(app);
    const ref = await transferOrder(member.token);
    const before = (await readdir(slipDir)).length;
    const text = await upload(member.token, ref, Buffer.from('<svg onload=alert(1)>'), 'image/png');
    expect(text).toMatchObject({
      status: 200,
      error: 1001,
      message: 'ไฟล์ต้องเป็นรูปภาพสลิป (ภาพถ่ายหรือภาพหน้าจอ) เท่านั้น',
    });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(member.token, ref, big)).toMatchObject({
      error: 1001,
      message: 'รูปสลิปต้องมีขนาดไม่เกิน 5 เมกะไบต์',
    });
    const qr = await transferOrder(member.token, 'promptpay_qr');
    expect((await upload(member.token, qr, PNG)).error).toBe(1001);
    expect((await upload(member.token, 'DNOSUCHORDER', PNG)).error).toBe(5005);
    expect((await readdir(slipDir)).length).toBe(before);
    const { rows } = await app.db.query(
      `SELECT 1 FROM deposit_slips s JOIN deposit_orders o ON o.id = s.order_id
      WHERE o.ref = $1`,
      [ref],
    );
    expect(rows).toHaveLength(0);
  });
});

describe('slips sent at once', () => {
  it('ten slips of one order at once each get an answer, and the slip kept is whole, typed by its bytes', async () => {
    const member = await insertMember(app);
    const ref = await transferOrder(member.token);
    const slips = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0 ? Buffer.concat([PNG, Buffer.from(`-${i}`)]) : Buffer.concat([JPEG, Buffer.from(`-${i}`)]),
    );
    const answers = await Promise.all(
      slips.map((bytes, i) => upload(member.token, ref, bytes, i % 2 === 0 ? 'image/png' : 'image/jpeg')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.map((answer) => answer.error)).toEqual(Array(10).fill(0));
    const kept = await image('/api/member/payment/slip/image', member.token, ref);
    expect(slips.map((bytes) => bytes.toString('base64'))).toContain(kept.rawPayload.toString('base64'));
    expect(kept.headers['content-type']).toBe(kept.rawPayload[0] === 0x89 ? 'image/png' : 'image/jpeg');
    const staff = await insertStaff(app, 'finance');
    const seen = await call(app, 'GET', '/api/admin/deposits/slip', {
      token: staff.token,
      query: { order_id: ref },
    });
    expect(seen.data).toMatchObject({
      data_base64: kept.rawPayload.toString('base64'),
      size: kept.rawPayload.length,
      mime: kept.headers['content-type'],
    });
    expect((await readdir(slipDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
