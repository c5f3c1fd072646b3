import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import { promptPayPayload } from '@server/payments/promptpay';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { anyIp, channelId, paymentMember } from './payment-helpers';

/** An independent EMVCo TLV reader: two-digit tag, two-digit length, value; nested templates read the same way. */
const parseTlv = (text: string): Map<string, string> => {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length) || at + 4 + length > text.length)
      throw new Error(`bad TLV at ${at}`);
    fields.set(tag, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
};

/** CRC-16/CCITT-FALSE written from the definition (poly 0x1021, init 0xFFFF, no reflection, no xor-out). */
const crc16 = (text: string) => {
  let crc = 0xffff;
  for (const char of text) {
    crc ^= char.charCodeAt(0) << 8;
    for (let i = 0; i < 8; i++) {
      crc = (crc & 0x8000) !== 0 ? (crc << 1) ^ 0x1021 : crc << 1;
      crc &= 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

const decode = (payload: string) => {
  expect(payload.slice(-8, -4)).toBe('6304');
  expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  const top = parseTlv(payload);
  return {
    top,
    merchant: parseTlv(top.get('29')!),
    additional: parseTlv(top.get('62')!),
  };
};

describe('PromptPay payload', () => {
  it('carries the amount, the reference and a valid CRC', () => {
    const payload = promptPayPayload('0105561234567', satang(12_345), 'DABCDEFGHJK');
    const { top, merchant, additional } = decode(payload);
    expect(top.get('00')).toBe('01');
    expect(top.get('01')).toBe('12'); // dynamic: one payment
    expect(merchant.get('00')).toBe('A000000677010111');
    expect(merchant.get('02')).toBe('0105561234567'); // 13 digits: a tax id
    expect(top.get('53')).toBe('764');
    expect(top.get('54')).toBe('123.45');
    expect(top.get('58')).toBe('TH');
    expect(additional.get('05')).toBe('DABCDEFGHJK');
  });

  it('reads a phone target in the PromptPay 0066 form', () => {
    const { merchant, top } = decode(promptPayPayload('0812345678', satang(100), 'D2222222222'));
    expect(merchant.get('01')).toBe('0066812345678');
    expect(top.get('54')).toBe('1.00');
  });

  it('is refused by the decoder when one character changes', () => {
    const payload = promptPayPayload('0105561234567', satang(50_000), 'D3333333333');
    const tampered = payload.replace('500.00', '900.00');
    expect(tampered.slice(-4)).not.toBe(crc16(tampered.slice(0, -4)));
  });
});

describe('generate_qr answers a payload that decodes to the order', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('holds the amount asked and the order reference, and an image of it', async () => {
    const member = await paymentMember(app);
    const qr = await channelId(app, member.token, 'promptpay_qr');
    const answer = await call(app, 'POST', '/api/member/payment/generate_qr', {
      headers: anyIp(),
      token: member.token,
      body: { channel_id: qr, amount: 250.5 },
    });
    expect(answer.error).toBe(0);
    const { top, additional } = decode(answer.data.qr_payload);
    expect(top.get('54')).toBe('250.50');
    expect(additional.get('05')).toBe(answer.data.order_id);
    expect(answer.data.qr_image).toMatch(/^data:image\/png;base64,/);
  });
});
