import { describe, expect, it } from 'vitest';
import { countSegments } from '@server/sms/segments';

const thai = (n: number) => 'ก'.repeat(n);

describe('SMS segments', () => {
  it('counts Thai text as UCS-2: 70 characters in one message, 67 per part beyond', () => {
    expect(countSegments(thai(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(countSegments(thai(71)).segments).toBe(2);
    expect(countSegments(thai(134)).segments).toBe(2);
    expect(countSegments(thai(135)).segments).toBe(3);
    expect(countSegments(thai(201)).segments).toBe(3);
    expect(countSegments(thai(202)).segments).toBe(4);
  });

  it('makes a whole message UCS-2 for one Thai character, and counts an emoji as two units', () => {
    expect(countSegments(`${'a'.repeat(69)}ก`)).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(countSegments(`${'a'.repeat(69)}😀`)).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
  });

  it('counts the GSM alphabet as 160 in one message, 153 per part, the extension characters as two', () => {
    expect(countSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(countSegments('a'.repeat(161)).segments).toBe(2);
    expect(countSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSegments('a'.repeat(307)).segments).toBe(3);
    expect(countSegments(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
  });

  it('counts the reset message members get as two parts', () => {
    const body = 'รหัส OTP สำหรับตั้งรหัสผ่านใหม่คือ 123456 (Ref: ABC123) ใช้ได้ภายใน 5 นาที ห้ามบอกรหัสนี้กับผู้อื่น';
    expect(countSegments(body)).toMatchObject({ encoding: 'ucs2', segments: 2 });
  });
});
