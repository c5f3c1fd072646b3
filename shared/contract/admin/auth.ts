import { z } from 'zod';
import { permissions, staffRole } from './permissions';

// Shapes only: the password rules and the 6-digit code are business rules answered with error codes.
const username = z.string().max(60);
const password = z.string().max(200);
const ticket = z.string().max(200);
const code = z.string().max(20);

export const staffMe = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  role: staffRole,
  permissions: z.array(z.enum(permissions)),
});
export type StaffMe = z.infer<typeof staffMe>;

/**
 * Where a login stands. `done` carries the session; the other steps carry a short-lived ticket for the next
 * call: `totp` → POST /auth/totp, `change_password` → POST /auth/change_password, `enrol` → POST /auth/enrol.
 * A first login goes change_password → enrol → done.
 */
export const loginStep = z.discriminatedUnion('step', [
  z.object({
    step: z.enum(['totp', 'change_password', 'enrol']),
    ticket: z.string(),
    expires_at: z.string(),
  }),
  z.object({
    step: z.literal('done'),
    access_token: z.string(),
    expires_at: z.string(),
    staff: staffMe,
  }),
]);
export type LoginStep = z.infer<typeof loginStep>;

export const adminLoginBody = z.object({ username, password });
export const adminTotpBody = z.object({ ticket, code });

/**
 * With a ticket (first login): only the new password. With a session: the current password too; every other
 * session of the staff member ends and the answer is a fresh one.
 */
export const adminChangePasswordBody = z.object({
  ticket: ticket.optional(),
  old_password: password.optional(),
  new_password: password,
});

/** Without `code`: the QR to scan (a new secret each call). With `code`: confirms it and signs in. */
export const adminEnrolBody = z.object({ ticket, code: code.optional() });
export const adminEnrolAnswer = z.union([
  z.object({ step: z.literal('scan'), otpauth_uri: z.string(), qr_data_url: z.string(), secret: z.string() }),
  loginStep,
]);
export type AdminEnrolAnswer = z.infer<typeof adminEnrolAnswer>;

export const adminLogoutAnswer = z.null();

/** Why a staff session ended: the 401 of a dead staff token carries it (`data.ended`) and says it in Thai. */
export const staffSessionEnds = [
  'logout',
  'password_change',
  'disabled',
  'totp_reset',
  'password_reset',
  'idle',
  'expired',
  'unknown',
] as const;
export type StaffSessionEnd = (typeof staffSessionEnds)[number];

export const staffSessionEndMessages: Record<StaffSessionEnd, string> = {
  logout: 'เซสชันนี้ออกจากระบบแล้ว (มีการออกจากระบบจากหน้าต่างหรืออุปกรณ์อื่น) กรุณาเข้าสู่ระบบใหม่',
  password_change: 'รหัสผ่านของบัญชีนี้ถูกเปลี่ยน ทุกเซสชันจึงถูกออกจากระบบ กรุณาเข้าสู่ระบบใหม่',
  disabled: 'บัญชีของคุณถูกระงับโดยเจ้าของระบบ กรุณาติดต่อเจ้าของระบบ',
  totp_reset: 'เจ้าของระบบรีเซ็ตการยืนยันสองขั้นตอนของบัญชีนี้ กรุณาขอรหัสผ่านชั่วคราวจากเจ้าของระบบแล้วเข้าสู่ระบบใหม่',
  password_reset: 'เจ้าของระบบรีเซ็ตรหัสผ่านของบัญชีนี้ กรุณาขอรหัสผ่านชั่วคราวจากเจ้าของระบบแล้วเข้าสู่ระบบใหม่',
  idle: 'ไม่มีการใช้งานนานเกิน 30 นาที ระบบจึงออกจากระบบให้ กรุณาเข้าสู่ระบบใหม่',
  expired: 'เซสชันครบ 12 ชั่วโมงแล้ว กรุณาเข้าสู่ระบบใหม่',
  unknown: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่',
};
