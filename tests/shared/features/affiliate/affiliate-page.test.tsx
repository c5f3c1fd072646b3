// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AffiliateSummary } from '@contract/affiliate/affiliate';
import { AffiliateGuestPage } from '@features/affiliate/components/affiliate-guest-page';
import { AffiliatePage } from '@features/affiliate/components/affiliate-page';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

const summary = (overrides: Partial<AffiliateSummary> = {}): AffiliateSummary => ({
  code: 'ABCD2345',
  clicks: 12,
  sign_ups: 3,
  first_deposits: 2,
  commission_today: 15.5,
  commission_month: 240.25,
  redeemable: 240.25,
  held: 0,
  min_redeem: 100,
  ...overrides,
});

const memberServer = (
  answer: AffiliateSummary,
  redeem = vi.fn(() => ({ data: { amount: 240.25, replayed: false } })),
) =>
  fakeServer({
    'GET /api/affiliate/summary': () => ({ data: answer }),
    // Two pages by cursor (keyset): the first says where the next one starts, the second is the last.
    'POST /api/affiliate/network': ({ body }) => {
      const next = (body as { cursor?: string }).cursor === 'c1';
      return {
        data: {
          total: 2,
          next_cursor: next ? null : 'c1',
          items: [
            {
              id: next ? 8 : 7,
              phone: next ? '089***1111' : '081***5678',
              name: next ? 'สมหญิง ร***' : 'สมชาย ใ***',
              level: next ? 2 : 1,
              registered_at: '2026-11-20T03:00:00Z',
              commission: 12,
            },
          ],
        },
      };
    },
    'GET /api/affiliate/v2/transactions': () => ({ data: { items: [], next_cursor: null } }),
    'POST /api/affiliate/redeem': redeem,
  });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AffiliatePage', () => {
  it('shows the code, the link with it, the summary and the network, and redeems with one request id', async () => {
    const redeem = vi.fn(() => ({ data: { amount: 240.25, replayed: false } }));
    const calls = memberServer(summary(), redeem);
    renderScreen(<AffiliatePage />, '/affiliate');
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    expect(screen.getByTestId('affiliate-link').textContent).toMatch(/\/register\?ref=ABCD2345$/);
    expect(screen.getByTestId('affiliate-redeemable').textContent).toBe('240.25 บาท');
    expect(await screen.findByText('สมชาย ใ*** 081***5678')).toBeTruthy();
    // "ดูเพิ่มเติม" asks for the page after the first one's cursor and adds it under the first; none after the last.
    fireEvent.click(screen.getByTestId('load-more'));
    expect(await screen.findByText('สมหญิง ร*** 089***1111')).toBeTruthy();
    expect(screen.getByText('สมชาย ใ*** 081***5678')).toBeTruthy();
    expect(calls.callsTo('POST /api/affiliate/network').map((call) => call.body)).toEqual([
      { size: 20 },
      { size: 20, cursor: 'c1' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('load-more')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'ถอนค่าแนะนำเข้ากระเป๋าหลัก' }));
    await waitFor(() => expect(redeem).toHaveBeenCalledTimes(1));
    const body = calls.callsTo('POST /api/affiliate/redeem')[0]!.body as { request_id: string };
    expect(body.request_id.length).toBeGreaterThanOrEqual(8);
  });

  it('does not offer redeem below the minimum and says how much is needed', async () => {
    memberServer(summary({ redeemable: 40, held: 500 }));
    renderScreen(<AffiliatePage />, '/affiliate');
    const button = await screen.findByRole('button', { name: 'ถอนค่าแนะนำเข้ากระเป๋าหลัก' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('ต้องมีอย่างน้อย 100.00 บาท จึงจะถอนได้')).toBeTruthy();
  });

  it("shares through the app's picker, and copies the link when there is none", async () => {
    memberServer(summary());
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const share = vi.fn(async (_text: string) => false);
    renderScreen(<AffiliatePage share={share} registerHref="/register" />, '/liff/affiliate');
    fireEvent.click(await screen.findByRole('button', { name: 'แชร์ให้เพื่อนใน LINE' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]![0]).toContain('ref=ABCD2345');
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringContaining('ref=ABCD2345')));
  });
});

describe('AffiliateGuestPage', () => {
  it("explains the programme with the agent's rates and links to registration", async () => {
    fakeServer({
      'GET /api/affiliate/v2/configs': () => ({
        data: {
          rates: [{ category: 'slot', basis: 'turnover', level1: 0.5, level2: 0.1 }],
          levels: 2,
          min_redeem: 100,
          hold_threshold: 5000,
        },
      }),
    });
    renderScreen(<AffiliateGuestPage />, '/affiliate');
    expect(await screen.findByText('สล็อต: 0.5% ของยอดเล่น (ขั้นที่ 2: 0.1%)')).toBeTruthy();
    expect(screen.getByText('ถอนได้เมื่อครบ 100.00 บาท')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/register');
  });
});
