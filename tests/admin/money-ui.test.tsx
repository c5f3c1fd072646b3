// @vitest-environment screen
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueuedWithdrawal } from '@contract/admin/withdrawals';
import { MemberContext } from '@admin-app/features/withdrawals/components/member-context';
import { WithdrawalCard } from '@admin-app/features/withdrawals/components/withdrawal-card';
import { BarChart } from '@admin-app/ui/money/bar-chart';
import { Baht } from '@admin-app/ui/money/baht';
import '@admin-app/lib/dates';

afterEach(cleanup);

const series = [
  { key: 'a', label: 'ฝาก', color: '#00f' },
  { key: 'b', label: 'GGR', color: '#0f0' },
];

describe('the bar chart', () => {
  it('draws one bar per day and series, a negative value below the zero line, with Thai tooltips', () => {
    const { container } = render(
      <BarChart
        series={series}
        items={[
          { label: '1', title: '1 พ.ย. 2569', values: { a: 100, b: -50 } },
          { label: '2', title: '2 พ.ย. 2569', values: { a: 300, b: 20 } },
        ]}
      />,
    );
    const bars = [...container.querySelectorAll('rect')];
    expect(bars).toHaveLength(4);
    const zeroY = (bar: Element) => Number(bar.getAttribute('y'));
    // The negative bar starts at the zero line; the positive one of the same day ends there.
    const [positive, negative] = bars;
    expect(zeroY(negative!)).toBeCloseTo(zeroY(positive!) + Number(positive!.getAttribute('height')));
    expect(bars.map((bar) => bar.querySelector('title')?.textContent)).toContain(
      '1 พ.ย. 2569 GGR: -50.00 บาท',
    );
  });

  it('says there is nothing yet when every value is zero', () => {
    render(<BarChart series={series} items={[{ label: '1', title: '1', values: { a: 0, b: 0 } }]} />);
    expect(screen.getByText('ยังไม่มีข้อมูลในช่วงนี้')).toBeTruthy();
  });
});

describe('money on screen', () => {
  it('shows baht with two decimals and grouping', () => {
    render(<Baht value={1234.5} />);
    expect(screen.getByText('1,234.50')).toBeTruthy();
  });
});

const item = (wallets: QueuedWithdrawal['wallets']): QueuedWithdrawal => ({
  id: 1,
  amount: 100,
  created_at: '2026-11-23T03:00:00.000Z',
  member: {
    id: 1,
    phone: '0812345678',
    full_name: 'ทดสอบ',
    created_at: '2026-11-01T00:00:00.000Z',
    account_age_days: 22,
  },
  bank: { code: 'KBANK', name: 'กสิกรไทย', account: '1234567890', account_name: 'ทดสอบ' },
  wallets,
  since: null,
  deposits_since: 500,
  stakes_since: 0,
  turnover_owed: null,
  flags: [],
  awaiting_payout: false,
});
const main = {
  wallet_type_id: 1,
  name: 'กระเป๋าหลัก',
  balance: 400,
  withdrawable: true,
  turnover_multiplier: 0,
};

describe('the withdrawal context', () => {
  it('says there is no turnover condition when no wallet carries one', () => {
    render(<MemberContext item={item([main])} />);
    expect(screen.getByText('ไม่มีเงื่อนไขเทิร์น')).toBeTruthy();
    expect(screen.getByText('ตั้งแต่สมัคร (ยังไม่เคยถอน)')).toBeTruthy();
  });

  it('names the turnover the main wallet still owes', () => {
    render(<MemberContext item={{ ...item([main]), turnover_owed: 420.5 }} />);
    expect(screen.getByText('ยังต้องทำเทิร์นอีก 420.50 บาท')).toBeTruthy();
  });

  it('names the money in bonus wallets that carry a turnover multiplier', () => {
    const promo = {
      wallet_type_id: 2,
      name: 'กระเป๋าโปรโมชั่น',
      balance: 150,
      withdrawable: false,
      turnover_multiplier: 10,
    };
    render(<MemberContext item={item([main, promo])} />);
    expect(screen.getByText('มียอด 150.00 บาทในกระเป๋าโบนัสที่ติดเทิร์น')).toBeTruthy();
    expect(screen.getByText('ถอนไม่ได้')).toBeTruthy();
  });
});

describe('a withdrawal card', () => {
  it('offers approve and refuse to a role that decides, and no button to a role that only looks', () => {
    const { unmount } = render(<WithdrawalCard item={item([main])} onDecide={() => undefined} />);
    expect(screen.getByTestId('approve-button')).toBeTruthy();
    expect(screen.getByTestId('refuse-button')).toBeTruthy();
    unmount();
    render(<WithdrawalCard item={item([main])} />);
    expect(screen.queryByTestId('approve-button')).toBeNull();
    expect(screen.queryByTestId('refuse-button')).toBeNull();
    expect(screen.getByTestId('withdrawal-card').textContent).toContain('กสิกรไทย 1234567890 (ทดสอบ)');
  });
});
