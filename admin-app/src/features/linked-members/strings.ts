import type { LinkReason } from '@contract/admin/linked-members';

export const linkedMembersStrings = {
  tab: 'บัญชีที่เชื่อมโยง',
  intro:
    'สมาชิกคนอื่นที่ใช้บัญชีธนาคาร อุปกรณ์ ที่อยู่ IP หรือชื่อ-นามสกุลเดียวกับสมาชิกนี้ บัญชีธนาคารหรืออุปกรณ์เดียวกันจะถูกติดป้ายในรายการถอน ที่อยู่ IP และชื่ออาจซ้ำกันได้โดยบังเอิญ (เครือข่ายมือถือใช้ IP ร่วมกัน)',
  empty: 'ไม่พบสมาชิกที่เชื่อมโยงกับสมาชิกนี้',
  more: 'แสดง 100 รายการแรก ยังมีสมาชิกที่เชื่อมโยงอีก',
  member: 'สมาชิก',
  phone: 'เบอร์โทร',
  status: 'สถานะ',
  active: 'ใช้งาน',
  disabled: 'ระงับ',
  joined: 'สมัครเมื่อ',
  reasons: 'เชื่อมโยงด้วย',
  reason: {
    bank_account: 'บัญชีธนาคารเดียวกัน',
    device: 'อุปกรณ์เดียวกัน',
    ip: 'ที่อยู่ IP เดียวกัน',
    name: 'ชื่อ-นามสกุลเดียวกัน',
  } satisfies Record<LinkReason, string>,
} as const;
