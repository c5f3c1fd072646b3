// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { WheelAdminAnswer } from '@contract/rewards/wheel-admin';
import { returnsMoreThanCost, wheelEconomics } from '@contract/rewards/wheel-economics';
import { PrizesEditor } from '@admin-app/features/wheel/components/prizes-editor';
import { api } from '@lib/api';
import { createQueryClient } from '@lib/query-client';
import { fakeAdapter } from '@tests/shared/lib/fake-adapter';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

describe('wheel economics', () => {
  it('prices money, points at the point value, and free spins as more spins of the same wheel', () => {
    const e = wheelEconomics(
      [
        { type: 'money', amount: 10, weight: 1 },
        { type: 'points', amount: 20, weight: 1 },
        { type: 'spins', amount: 1, weight: 1 },
        { type: 'none', amount: 0, weight: 1 },
      ],
      10,
      0.5,
    );
    expect(e.probabilities).toEqual([0.25, 0.25, 0.25, 0.25]);
    // direct = 0.25 * 10 + 0.25 * 20 * 0.5 = 5; a quarter of spins win one more: 5 / 0.75.
    expect(e.costPerSpin).toBeCloseTo(5 / 0.75, 10);
    expect(e.price).toBe(5);
    expect(e.returnRate).toBeCloseTo(5 / 0.75 / 5, 10);
    expect(wheelEconomics([{ type: 'spins', amount: 1, weight: 1 }], 10, 1).costPerSpin).toBe(Infinity);
  });

  it('says when a wheel gives back more than a spin costs: the demo wheel seeded before issue 25 gave 461%', () => {
    const before = wheelEconomics(
      [
        { type: 'money', amount: 100, weight: 2 },
        { type: 'points', amount: 50, weight: 10 },
        { type: 'money', amount: 10, weight: 15 },
        { type: 'spins', amount: 1, weight: 10 },
        { type: 'points', amount: 5, weight: 30 },
        { type: 'none', amount: 0, weight: 33 },
      ],
      10,
      0.1,
    );
    expect(before.returnRate).toBeCloseTo(4.15 / 0.9, 10);
    expect(returnsMoreThanCost(before)).toBe(true);
    const even = wheelEconomics(
      [
        { type: 'money', amount: 2, weight: 1 },
        { type: 'none', amount: 0, weight: 1 },
      ],
      10,
      0.1,
    );
    expect(even.returnRate).toBe(1);
    expect(returnsMoreThanCost(even)).toBe(false);
    expect(returnsMoreThanCost(wheelEconomics([{ type: 'spins', amount: 1, weight: 1 }], 10, 1))).toBe(true);
  });
});

const wheel: WheelAdminAnswer = {
  campaign_id: 1,
  enabled: true,
  points_per_spin: 10,
  point_value: 1,
  prizes: [
    {
      label: '10 บาท',
      type: 'money',
      amount: 10,
      wallet_type_id: 1,
      weight: 1,
      colour: '#f5c542',
      freebet: null,
    },
    {
      label: 'เสียใจด้วย',
      type: 'none',
      amount: 0,
      wallet_type_id: null,
      weight: 3,
      colour: '#333333',
      freebet: null,
    },
  ],
  wallet_types: [{ id: 1, name: 'กระเป๋าหลัก' }],
};

describe('the prize editor', () => {
  it('shows each probability, the cost per spin and the return, updates them as a weight changes, and saves', async () => {
    const sent: unknown[] = [];
    api.defaults.adapter = async (config) => {
      sent.push(JSON.parse(String(config.data)));
      return fakeAdapter(200, { error: 0, message: '', data: wheel })(config);
    };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <PrizesEditor wheel={wheel} manage />
        </App>
      </QueryClientProvider>,
    );
    const chances = () => screen.getAllByTestId('wheel-probability').map((e) => e.textContent);
    expect(chances()).toEqual(['25.00%', '75.00%']);
    expect(screen.getByTestId('wheel-cost').textContent).toContain('2.50');
    expect(screen.getByTestId('wheel-return').textContent).toBe('25.00%');

    const weights = screen.getAllByLabelText('น้ำหนัก');
    fireEvent.change(weights[1]!, { target: { value: '1' } });
    await waitFor(() => expect(chances()).toEqual(['50.00%', '50.00%']));
    expect(screen.getByTestId('wheel-cost').textContent).toContain('5.00');
    expect(screen.getByTestId('wheel-return').textContent).toBe('50.00%');
    expect(screen.queryByTestId('wheel-over-return')).toBeNull();

    // A spin costs 10 points of 1 baht; the prize on every other spin raised from 10 to 24 baht: 120%.
    const amounts = screen.getAllByLabelText('จำนวน');
    fireEvent.change(amounts[0]!, { target: { value: '24' } });
    const warning = await screen.findByTestId('wheel-over-return');
    expect(warning.textContent).toContain('กงล้อนี้จ่ายคืน 120.00% ของราคาต่อการหมุน');
    fireEvent.change(amounts[0]!, { target: { value: '10' } });
    await waitFor(() => expect(screen.queryByTestId('wheel-over-return')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      enabled: true,
      points_per_spin: 10,
      prizes: [
        { weight: 1, type: 'money', wallet_type_id: 1 },
        { weight: 1, type: 'none', wallet_type_id: null },
      ],
    });
  });

  it("gives every slice column its width and scrolls sideways at their sum: at 390 px a slice's name was 44 px", () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <PrizesEditor wheel={wheel} manage />
        </App>
      </QueryClientProvider>,
    );
    const table = screen.getAllByRole('table')[0]!;
    const widths = [...table.querySelectorAll<HTMLTableColElement>('colgroup col')].map((col) =>
      parseInt(col.style.width, 10),
    );
    expect(widths.every((width) => width > 0)).toBe(true);
    expect(widths[0]).toBeGreaterThanOrEqual(160);
    expect(parseInt(table.style.width, 10)).toBeGreaterThanOrEqual(widths.reduce((sum, w) => sum + w, 0));
  });

  it('is read-only without rewards.manage', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <PrizesEditor wheel={wheel} manage={false} />
        </App>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'บันทึก' })).toBeNull();
    expect(screen.getByText(/ดูได้อย่างเดียว/)).toBeTruthy();
  });

  it("a free-bet slice from one of Hub88's prepaids takes its count and value, locked, and sends its uuid", async () => {
    const PREPAID = '0e6bde62-4713-4b85-b510-59f0d729d8f7';
    const calls = fakeServer({
      'GET /api/admin/rewards/freebet-games': () => ({
        data: {
          items: [{ code: 'hub88-mahjong', name: 'Mahjong Ways', studio: 'PG Soft', studio_disabled: false }],
        },
      }),
      'GET /api/admin/rewards/freebet-prepaids': () => ({
        data: { items: [{ prepaid_uuid: PREPAID, bet_count: 5, bet_value: 2 }] },
      }),
      'POST /api/admin/wheel': () => ({ data: wheel }),
    });
    const slice = {
      label: 'ฟรีเบท',
      type: 'freebets' as const,
      amount: 1,
      wallet_type_id: null,
      weight: 1,
      colour: '#2f54eb',
      freebet: { game_code: 'hub88-mahjong', bet_value: 1, valid_days: 7, prepaid_uuid: null },
    };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <PrizesEditor wheel={{ ...wheel, prizes: [slice, wheel.prizes[1]!] }} manage />
        </App>
      </QueryClientProvider>,
    );
    const select = (await screen.findByTestId('freebet-prepaid-select')).closest('.ant-select')!;
    await waitFor(() => expect(calls.callsTo('GET /api/admin/rewards/freebet-prepaids')).toHaveLength(1));
    expect(calls.callsTo('GET /api/admin/rewards/freebet-prepaids')[0]!.params).toMatchObject({
      game: 'hub88-mahjong',
    });
    fireEvent.mouseDown(select.querySelector('.ant-select-selector')!);
    fireEvent.click(
      (await screen.findAllByText(/^5 ครั้ง × 2.00 บาท/, { selector: '.ant-select-item-option-content' }))[0]!,
    );
    const value = screen.getByLabelText('บาทต่อครั้ง') as HTMLInputElement;
    await waitFor(() => expect(value.value).toBe('2.00'));
    expect(value.disabled).toBe(true);
    expect((screen.getAllByLabelText('จำนวน')[0] as HTMLInputElement).value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(calls.callsTo('POST /api/admin/wheel')).toHaveLength(1));
    expect(calls.callsTo('POST /api/admin/wheel')[0]!.body).toMatchObject({
      prizes: [
        {
          type: 'freebets',
          amount: 5,
          freebet: { game_code: 'hub88-mahjong', bet_value: 2, valid_days: 7, prepaid_uuid: PREPAID },
        },
        { type: 'none' },
      ],
    });
  });
});
