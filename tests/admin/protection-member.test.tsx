// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memberProtection, type MemberProtection } from '@contract/admin/protection';
import { limitKeys, type LimitStatus } from '@contract/protection/protection';
import { MemberProtectionPanel } from '@admin-app/features/protection/components/member-protection-panel';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';
import { memberDetailOf, openMemberPage, shell } from './helpers/member-page';

afterEach(cleanup);

const parts = (key: LimitStatus['key']) => {
  const [kind, period] = key === 'session' ? ['session', 'session'] : key.split('_');
  return { kind, period } as Pick<LimitStatus, 'kind' | 'period'>;
};
const unset = (key: LimitStatus['key']): LimitStatus => ({
  key,
  ...parts(key),
  value: null,
  used: 0,
  resets_at: key === 'session' ? null : '2026-11-25T17:00:00.000Z',
  pending: null,
});

/** What the server answers for a member who set limits, an increase waiting, and a 7-day time-out. */
const status = (overrides: Partial<MemberProtection> = {}): MemberProtection =>
  // Parsed here too: a fixture that drifts from the contract fails the test, not the screen.
  memberProtection.parse({
    member_id: 7,
    username: '0812345678',
    server_time: '2026-11-25T08:00:00.000Z',
    limits: limitKeys.map((key) =>
      key === 'deposit_day'
        ? {
            ...unset(key),
            value: 500,
            used: 450,
            pending: { value: 800, effective_at: '2026-11-26T08:00:00.000Z' },
          }
        : key === 'loss_week'
          ? { ...unset(key), value: 1000, used: 1000, resets_at: '2026-11-29T17:00:00.000Z' }
          : key === 'session'
            ? { ...unset(key), value: 90, used: 30 }
            : unset(key),
    ),
    reality_check_minutes: 30,
    exclusion: {
      kind: 'timeout',
      started_at: '2026-11-25T07:00:00.000Z',
      until: '2026-12-02T07:00:00.000Z',
    },
    history: [
      {
        id: 5,
        created_at: '2026-11-25T07:00:00.000Z',
        action: 'protection.timeout',
        actor: 'member:0812345678',
        before: null,
        after: { kind: 'timeout', duration: '7d', until: '2026-12-02T07:00:00.000Z' },
      },
      {
        id: 4,
        created_at: '2026-11-25T06:30:00.000Z',
        action: 'protection.reality_check',
        actor: 'member:0812345678',
        before: { minutes: 0 },
        after: { minutes: 30 },
      },
      {
        id: 3,
        created_at: '2026-11-25T06:00:00.000Z',
        action: 'protection.limit_cancel',
        actor: 'member:0812345678',
        before: { key: 'loss_week', pending: null },
        after: { key: 'loss_week', value: 100_000 },
      },
      {
        id: 2,
        created_at: '2026-11-25T08:00:00.000Z',
        action: 'protection.limit',
        actor: 'member:0812345678',
        // The audit log keeps money as stored: satang.
        before: { key: 'deposit_day', value: 50_000, pending: null },
        after: {
          key: 'deposit_day',
          value: 50_000,
          pending: 80_000,
          effective_at: '2026-11-26T08:00:00.000Z',
        },
      },
      {
        id: 1,
        created_at: '2026-11-25T05:00:00.000Z',
        action: 'protection.limit',
        actor: 'member:0812345678',
        before: { key: 'deposit_day', value: null, pending: null },
        after: { key: 'deposit_day', value: 50_000, pending: null, effective_at: '2026-11-25T05:00:00.000Z' },
      },
    ],
    ...overrides,
  });

describe("the member page's player protection tab", () => {
  it('shows each limit with its use, the waiting increase, the reality check and the time-out, read-only', async () => {
    const server = fakeServer({ 'GET /api/admin/members/7/protection': () => ({ data: status() }) });
    shell(<MemberProtectionPanel memberId={7} />);
    const panel = await screen.findByTestId('member-protection');
    expect(server.callsTo('GET /api/admin/members/7/protection')).toHaveLength(1);

    const deposit = within(panel).getByTestId('limit-deposit_day');
    expect(within(deposit).getByText('450.00 บาท / 500.00 บาท')).toBeTruthy();
    expect(within(deposit).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('90');
    expect(within(panel).getByTestId('pending-deposit_day').textContent).toBe(
      'เพิ่มเป็น 800.00 บาท มีผล 26/11/2569 15:00',
    );
    expect(within(panel).getByText('1,000.00 บาท / 1,000.00 บาท')).toBeTruthy();
    expect(within(panel).getByText('30 นาที / 90 นาที')).toBeTruthy();
    expect(within(panel).getByText('นับจากเวลาเข้าสู่ระบบครั้งล่าสุด')).toBeTruthy();
    // When the daily count starts again: Bangkok midnight, Buddhist era.
    expect(within(panel).getAllByText('26/11/2569 00:00').length).toBeGreaterThan(0);
    expect(within(panel).getAllByText('ไม่ได้ตั้ง').length).toBe(4);
    expect(within(panel).getByTestId('reality-check').textContent).toBe('ทุก 30 นาที');

    const exclusion = within(panel).getByTestId('exclusion');
    expect(within(exclusion).getByText('พักการเล่นชั่วคราว')).toBeTruthy();
    expect(within(exclusion).getByText('25/11/2569 14:00')).toBeTruthy();
    expect(within(exclusion).getByText('02/12/2569 14:00')).toBeTruthy();
    expect(within(exclusion).getByText(/ไม่มีใครยกเลิกหรือลดระยะเวลานี้ได้ รวมถึงพนักงาน/)).toBeTruthy();

    // Nothing on this screen changes anything.
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    expect(panel.querySelectorAll('input, textarea, select')).toHaveLength(0);
  });

  it('reads the history in Thai: who, what, and before → after in baht', async () => {
    fakeServer({ 'GET /api/admin/members/7/protection': () => ({ data: status() }) });
    shell(<MemberProtectionPanel memberId={7} />);
    const history = await screen.findByTestId('protection-history');
    const rows = within(history).getAllByRole('row').slice(1);
    const text = rows.map((row) => row.textContent);
    expect(text).toHaveLength(5);
    expect(within(rows[0]!).getByText('สมาชิก 0812345678')).toBeTruthy();
    expect(within(rows[0]!).getByText('พักการเล่นชั่วคราว')).toBeTruthy();
    expect(within(rows[0]!).getByText('7 วัน ถึง 02/12/2569 14:00')).toBeTruthy();
    expect(within(rows[1]!).getByText('ปิด → ทุก 30 นาที')).toBeTruthy();
    expect(within(rows[2]!).getByText('ยกเลิกการเพิ่มวงเงินที่รอมีผล')).toBeTruthy();
    expect(within(rows[3]!).getByText('ตั้งวงเงิน')).toBeTruthy();
    expect(
      within(rows[3]!).getByText('ยอดฝากต่อวัน: 500.00 บาท → 800.00 บาท (มีผล 26/11/2569 15:00)'),
    ).toBeTruthy();
    expect(within(rows[4]!).getByText('ยอดฝากต่อวัน: ไม่ได้ตั้ง → 500.00 บาท (มีผลทันที)')).toBeTruthy();
    expect(text.join(' ')).not.toMatch(/[{}"]/);
  });

  it('says so when the member is not excluded and never set anything', async () => {
    fakeServer({
      'GET /api/admin/members/7/protection': () => ({
        data: status({
          limits: limitKeys.map(unset),
          exclusion: null,
          history: [],
          reality_check_minutes: 0,
        }),
      }),
    });
    shell(<MemberProtectionPanel memberId={7} />);
    const panel = await screen.findByTestId('member-protection');
    expect(within(panel).getByText('ไม่ได้พักการเล่น')).toBeTruthy();
    expect(within(panel).getByText('สมาชิกยังไม่เคยตั้งค่าการคุ้มครอง')).toBeTruthy();
    expect(within(panel).getByTestId('reality-check').textContent).toBe('ปิด');
    expect(within(panel).queryByText(/ไม่มีใครยกเลิก/)).toBeNull();
  });

  it('is a tab of the member page', async () => {
    const detail = memberDetailOf({
      line_id: '',
      line_linked: false,
      line_following: null,
      line_messages: { money: true, lotto: true, rewards: false },
    });
    openMemberPage(detail, { 'GET /api/admin/members/7/protection': () => ({ data: status() }) });
    fireEvent.click(await screen.findByRole('tab', { name: 'การคุ้มครองผู้เล่น' }));
    await waitFor(() => expect(screen.getByTestId('member-protection')).toBeTruthy());
  });
});
