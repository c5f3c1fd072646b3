// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCommission } from '@contract/affiliate/affiliate';
import { AffiliateAdminPage } from '@admin-app/features/affiliate/components/affiliate-page';
import { NetworkSearch } from '@admin-app/features/affiliate/components/network-search';
import { affiliateStrings } from '@admin-app/features/affiliate/strings';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const held: AdminCommission = {
  id: 31,
  day: '2026-11-24',
  referrer_id: 5,
  phone: '0812345678',
  level: 1,
  amount: 7500,
  members: 4,
  status: 'held',
  reason: 'over_threshold',
};

const renderPage = (mayManage: boolean) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <AffiliateAdminPage mayManage={mayManage} />
      </App>
    </QueryClientProvider>,
  );

describe('the affiliate page', () => {
  it('lists held commissions; refusing needs a reason and sends it, releasing sends nothing else', async () => {
    const server = fakeServer({
      'GET /api/admin/affiliate/commissions': () => ({ data: { items: [held] } }),
      'POST /api/admin/affiliate/commissions/31/refuse': () => ({ data: { id: 31, status: 'refused' } }),
      'POST /api/admin/affiliate/commissions/31/release': () => ({ data: { id: 31, status: 'released' } }),
    });
    renderPage(true);
    const row = (await screen.findByText('0812345678')).closest('tr')!;
    expect(within(row).getByText('7,500.00')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'ปฏิเสธ' }));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: 'ปฏิเสธ' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('เหตุผลที่ปฏิเสธ'), { target: { value: 'บัญชีปั่นยอด' } });
    fireEvent.click(ok);
    await waitFor(() =>
      expect(server.callsTo('POST /api/admin/affiliate/commissions/31/refuse')).toHaveLength(1),
    );
    expect(server.callsTo('POST /api/admin/affiliate/commissions/31/refuse')[0]!.body).toEqual({
      reason: 'บัญชีปั่นยอด',
    });
    fireEvent.click(within(row).getByRole('button', { name: 'อนุมัติจ่าย' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/admin/affiliate/commissions/31/release')).toHaveLength(1),
    );
  });

  it('dates a held commission in Thai (Buddhist era); one held for an excluded referrer says why and offers no release', async () => {
    const excluded: AdminCommission = { ...held, id: 32, phone: '0898765432', reason: 'excluded' };
    fakeServer({ 'GET /api/admin/affiliate/commissions': () => ({ data: { items: [held, excluded] } }) });
    renderPage(true);
    const row = (await screen.findByText('0812345678')).closest('tr')!;
    expect(within(row).getByText('24 พ.ย. 2569')).toBeTruthy();
    expect(within(row).getByText('ยอดวันนี้เกินเกณฑ์ตรวจสอบ')).toBeTruthy();
    const held2 = screen.getByText('0898765432').closest('tr')!;
    expect(within(held2).getByText('ผู้แนะนำพักหรือระงับการเล่น ระบบจ่ายเองเมื่อพ้นช่วงนั้น')).toBeTruthy();
    expect(within(held2).queryByRole('button')).toBeNull();
  });

  it('offers no decision without affiliate.manage', async () => {
    fakeServer({ 'GET /api/admin/affiliate/commissions': () => ({ data: { items: [held] } }) });
    renderPage(false);
    await screen.findByText('0812345678');
    expect(screen.queryByRole('button', { name: 'อนุมัติจ่าย' })).toBeNull();
  });
});

describe('the network lookup', () => {
  it('pages a member network by cursor: next asks for the page after, previous goes back', async () => {
    const row = (id: number, phone: string) => ({
      id,
      phone,
      name: 'สมชาย ใจดี',
      level: 1,
      registered_at: '2026-11-20T03:00:00Z',
      commission: 12,
    });
    const server = fakeServer({
      'GET /api/admin/affiliate/network': ({ params }) => {
        const second = (params as { cursor?: string }).cursor === 'n1';
        return {
          data: {
            member_id: 5,
            code: 'ABCD2345',
            total: 201,
            next_cursor: second ? null : 'n1',
            items: [second ? row(8, '0899991111') : row(7, '0812345678')],
          },
        };
      },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <NetworkSearch />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByPlaceholderText(affiliateStrings.searchPhone), {
      target: { value: '0800000005' },
    });
    fireEvent.keyDown(screen.getByPlaceholderText(affiliateStrings.searchPhone), {
      key: 'Enter',
      keyCode: 13,
    });
    expect(await screen.findByText('0812345678')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(await screen.findByText('0899991111')).toBeTruthy();
    expect(server.callsTo('GET /api/admin/affiliate/network').map((call) => call.params)).toEqual([
      { phone: '0800000005' },
      { phone: '0800000005', cursor: 'n1' },
    ]);
    expect((screen.getByRole('button', { name: 'ถัดไป' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'ก่อนหน้า' }));
    expect(await screen.findByText('0812345678')).toBeTruthy();
  });
});
