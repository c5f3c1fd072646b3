import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Queryable } from '@server/db/db';
import { STAFF_LIMITS } from './limits';

/** The issuer an authenticator app shows above the code. */
const ISSUER = 'สยามเดโม่ หลังบ้าน';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: STAFF_LIMITS.totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** A fresh 160-bit secret (RFC 4226's recommended size), base32 as every authenticator app reads it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const enrolmentOf = async (secret: string, username: string) => {
  const otpauthUri = totpOf(secret, username).toString();
  const qrDataUrl = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240 });
  return { otpauthUri, qrDataUrl };
};

/** The code for a moment: the seed's helper and the tests use it (an authenticator app does the same). */
export const totpCodeAt = (secret: string, timestampMs: number) =>
  totpOf(secret).generate({ timestamp: timestampMs });

/** The time step of a code valid at `nowMs` within the window, or null. */
export const totpStepOf = (secret: string, code: string, nowMs: number): number | null => {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: STAFF_LIMITS.totpWindow });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / STAFF_LIMITS.totpPeriodSeconds) + delta;
};

/**
 * Accepts a code once: the step of the accepted code must be later than the last accepted one, and that is
 * checked and recorded in ONE conditional statement, so a code replayed (even in parallel) within its window
 * is refused. Also refuses an earlier step after a later one, which closes the window behind each login.
 */
export const acceptTotp = async (
  q: Queryable,
  staffId: number,
  secret: string,
  code: string,
  nowMs: number,
): Promise<boolean> => {
  const step = totpStepOf(secret, code, nowMs);
  if (step === null) return false;
  const { rowCount } = await q.query(
    `UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
    [staffId, step],
  );
  return rowCount === 1;
};
