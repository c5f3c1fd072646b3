import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call, randomAccount, randomPhone } from '@tests/server/helpers/test-app';

export const PASSWORD = 'secret1234';

/** A registration body that passes every rule; each test overrides the field it is about. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  phone: randomPhone(),
  password: PASSWORD,
  full_name: 'สมชาย ใจดี',
  bank_code: 'KBANK',
  bank_account: randomAccount(),
  age_confirmed: true,
  ...overrides,
});

/** A random client address, so that per-address limits of one test do not reach another. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

/** Registers a member through the API; answers what the member would know. */
export const registerMember = async (app: FastifyInstance, overrides: Record<string, unknown> = {}) => {
  const body = registration(overrides);
  const answer = await call(app, 'POST', '/api/register', { body, headers: fromIp(randomIp()) });
  if (answer.error !== 0) throw new Error(`registration refused: ${answer.error} ${answer.message}`);
  return { ...body, token: answer.data.access_token as string, expiresAt: answer.data.expires_at as string };
};

export const loginAs = (app: FastifyInstance, phone: string, password: string, ip = randomIp()) =>
  call(app, 'POST', '/api/login', { body: { phone, password }, headers: fromIp(ip) });

/** The newest SMS the outbox holds for a phone. */
export const lastSms = async (app: FastifyInstance, phone: string) => {
  const { rows } = await app.db.query<{ body: string }>(
    `SELECT body FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1`,
    [phone],
  );
  return rows[0]?.body ?? null;
};

/** The one-time code and ref inside the newest SMS of a phone. */
export const otpFromOutbox = async (app: FastifyInstance, phone: string) => {
  const body = await lastSms(app, phone);
  const match = body ? /(\d{6}) \(Ref: ([A-Z0-9]+)\)/.exec(body) : null;
  if (!match) throw new Error(`no OTP in the outbox for ${phone}`);
  return { otp: match[1]!, ref: match[2]! };
};
