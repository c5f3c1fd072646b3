import { describe, expect, it } from 'vitest';
import type { ProtectionHistoryRow } from '@contract/admin/protection';
import { historyActor, historyChange } from '@admin-app/features/protection/lib/history-text';

const row = (action: string, before: unknown, after: unknown): ProtectionHistoryRow => ({
  id: 1,
  created_at: '2026-11-25T06:10:00.000Z',
  action,
  actor: 'member:0812345678',
  before,
  after,
});

describe('the protection history in words', () => {
  it('tells a removal waiting its 24 hours from a change that applied at once (same value, no pending)', () => {
    const limit = { key: 'loss_month', value: 2_000_000, pending: null };
    expect(
      historyChange(row('protection.limit', limit, { ...limit, effective_at: '2026-11-26T06:10:00.000Z' })),
    ).toBe('ยอดเสียต่อเดือน: 20,000.00 บาท → ไม่จำกัด (มีผล 26/11/2569 13:10)');
    expect(
      historyChange(row('protection.limit', limit, { ...limit, effective_at: '2026-11-25T06:10:00.000Z' })),
    ).toBe('ยอดเสียต่อเดือน: 20,000.00 บาท → 20,000.00 บาท (มีผลทันที)');
  });

  it('reads the session limit in minutes, not satang', () => {
    expect(
      historyChange(
        row(
          'protection.limit',
          { key: 'session', value: 120, pending: null },
          { key: 'session', value: 60, pending: null, effective_at: '2026-11-25T06:10:00.000Z' },
        ),
      ),
    ).toBe('เวลาเล่นต่อการเข้าสู่ระบบ: 120 นาที → 60 นาที (มีผลทันที)');
  });

  it('names a cancelled removal, a lengthened exclusion, and falls back to the raw values otherwise', () => {
    expect(
      historyChange(
        row(
          'protection.limit_cancel',
          { key: 'deposit_week', pending: null },
          { key: 'deposit_week', value: 300_000 },
        ),
      ),
    ).toBe('ยอดฝากต่อสัปดาห์: ยกเลิกการเปลี่ยนเป็น ไม่จำกัด คงไว้ 3,000.00 บาท');
    expect(
      historyChange(
        row(
          'protection.self_exclusion',
          { kind: 'timeout', until: '2026-11-26T06:10:00.000Z' },
          { kind: 'self_exclusion', duration: '1y', until: '2027-11-25T06:10:00.000Z' },
        ),
      ),
    ).toBe('1 ปี ถึง 25/11/2570 13:10 (ต่อจากเดิมที่สิ้นสุด 26/11/2569 13:10)');
    expect(historyChange(row('protection.limit', { odd: 1 }, null))).toBe('{"odd":1} → -');
    expect(historyActor('member:0812345678')).toBe('สมาชิก 0812345678');
    expect(historyActor('system')).toBe('ระบบ');
    expect(historyActor('st-owner')).toBe('st-owner');
  });
});
