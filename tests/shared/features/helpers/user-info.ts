import type { UserInfo } from '@contract/account';

/** A member's profile as GET /api/get_user_info answers it; each test overrides what it is about. */
export const userInfoOf = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  id: 7,
  agent_code: 'demo',
  username: '0812345678',
  phone: '0812345678',
  full_name: 'สมชาย ใจดี',
  bank_code: 'SCB',
  bank_name: 'ธนาคารไทยพาณิชย์',
  bank_account: 'xxxxxx7890',
  line_id: '',
  line_linked: false,
  vip_level: 0,
  referral_code: 'AB12CD',
  created_at: '2026-11-01T03:00:00Z',
  ...overrides,
});
