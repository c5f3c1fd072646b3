// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { protectionReport, type ProtectionReport } from '@contract/admin/protection';
import { safetyHelp } from '@contract/protection/protection';
import { ProtectionPage } from '@admin-app/features/protection/components/protection-page';
import { Component as ContentRoute } from '@admin-app/app/routes/content';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const row = (member_id: number, username: string, used: number, value = 1000) => ({
  member_id,
  username,
  key: 'loss_day' as const,
  value,
  used,
  ratio: used / value,
  resets_at: '2026-11-25T17:00:00.000Z',
});

/** The report as the server filters it: near is 80% and up, at is 100% and up. */
const report = (state: string): ProtectionReport =>
  protectionReport.parse({
    server_time: '2026-11-25T08:00:00.000Z',
    rows: [row(7, 'somchai', 1000), row(8, 'malee', 850), row(9, 'preecha', 100)].filter(
      (r) => r.ratio >= (state === 'at' ? 1 : state === 'near' ? 0.8 : 0),
    ),
    excluded: [
      {
        member_id: 11,
        username: 'wichai',
        kind: 'self_exclusion',
        started_at: '2026-11-20T03:00:00.000Z',
        until: '2027-05-20T03:00:00.000Z',
      },
    ],
  });

const contact = { text: 'โทรหาเราได้ตลอด 24 ชั่วโมง', phone: '1323', line_id: '@help', url: '' };

const renderPage = (canEditHelp: boolean) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <MemoryRouter>
          <ProtectionPage canEditHelp={canEditHelp} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );

const reportServer = (extra: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    'GET /api/admin/protection/report': (call) => ({
      data: report((call.params as { state: string }).state),
    }),
    ...extra,
  });

describe('the player protection page', () => {
  it('lists members near their limits first, filters at and all, and links each to the member page', async () => {
    const server = reportServer();
    renderPage(false);
    const table = await screen.findByTestId('protection-report');
    await waitFor(() => expect(within(table).getByRole('link', { name: 'malee' })).toBeTruthy());
    expect(server.callsTo('GET /api/admin/protection/report')[0]!.params).toEqual({ state: 'near' });
    expect(within(table).getByRole('link', { name: 'somchai' }).getAttribute('href')).toBe('/members/7');
    expect(within(table).getByText('850.00 บาท / 1,000.00 บาท')).toBeTruthy();
    expect(within(table).getByText('85%')).toBeTruthy();
    expect(within(table).getAllByText('ยอดเสียต่อวัน')).toHaveLength(2);
    expect(within(table).queryByText('preecha')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'ถึงแล้ว' }));
    await waitFor(() => expect(within(table).queryByText('malee')).toBeNull());
    expect(within(table).getByRole('link', { name: 'somchai' })).toBeTruthy();
    expect(server.callsTo('GET /api/admin/protection/report').at(-1)!.params).toEqual({ state: 'at' });

    fireEvent.click(screen.getByRole('radio', { name: 'ทั้งหมด' }));
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: 'preecha' }).getAttribute('href')).toBe('/members/9'),
    );
    expect(server.callsTo('GET /api/admin/protection/report').at(-1)!.params).toEqual({ state: 'all' });
  });

  it('says so when nobody is near a limit, and lists the members excluded now', async () => {
    fakeServer({
      'GET /api/admin/protection/report': () => ({ data: { ...report('near'), rows: [] } }),
    });
    renderPage(false);
    expect(await screen.findByText('ไม่มีสมาชิกในเงื่อนไขนี้')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'กำลังพักการเล่น' }));
    const excluded = await screen.findByTestId('protection-excluded');
    expect(within(excluded).getByRole('link', { name: 'wichai' }).getAttribute('href')).toBe('/members/11');
    expect(within(excluded).getByText('ระงับตัวเองจากการเล่น')).toBeTruthy();
    expect(within(excluded).getByText('20/05/2570 10:00')).toBeTruthy();
  });

  it('saves the help contact with PUT and says so', async () => {
    const server = reportServer({
      'GET /api/admin/protection/help': () => ({ data: safetyHelp.parse({ contact }) }),
      'PUT /api/admin/protection/help': (call) => ({ data: safetyHelp.parse({ contact: call.body }) }),
    });
    renderPage(true);
    fireEvent.click(await screen.findByRole('tab', { name: 'ช่องทางขอความช่วยเหลือ' }));
    const form = await screen.findByTestId('help-form');
    const phone = within(form).getByLabelText('เบอร์โทรศัพท์') as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe('1323'));
    fireEvent.change(within(form).getByLabelText('LINE ID'), { target: { value: ' @safeplay ' } });
    fireEvent.change(within(form).getByLabelText('ลิงก์เว็บไซต์ (https://)'), {
      target: { value: 'http://example.org' },
    });
    fireEvent.click(within(form).getByTestId('help-save'));
    expect(await within(form).findByText('ลิงก์ต้องขึ้นต้นด้วย https://')).toBeTruthy();
    expect(server.callsTo('PUT /api/admin/protection/help')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('ลิงก์เว็บไซต์ (https://)'), {
      target: { value: 'https://example.org/help' },
    });
    fireEvent.click(within(form).getByTestId('help-save'));
    await waitFor(() => expect(server.callsTo('PUT /api/admin/protection/help')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/protection/help')[0]!.body).toEqual({
      text: 'โทรหาเราได้ตลอด 24 ชั่วโมง',
      phone: '1323',
      line_id: '@safeplay',
      url: 'https://example.org/help',
    });
    expect(await screen.findByText('บันทึกช่องทางขอความช่วยเหลือแล้ว')).toBeTruthy();
  });

  it('shows no help form without content.manage, and never asks for it', async () => {
    const server = reportServer();
    renderPage(false);
    fireEvent.click(await screen.findByRole('tab', { name: 'ช่องทางขอความช่วยเหลือ' }));
    expect(await screen.findByTestId('help-read-only')).toBeTruthy();
    expect(screen.queryByTestId('help-form')).toBeNull();
    expect(screen.queryByTestId('help-save')).toBeNull();
    expect(server.calls.filter((c) => c.path === '/api/admin/protection/help')).toEqual([]);
  });

  it('is on the content page too, for the content role (which cannot open the protection page)', async () => {
    fakeServer({ 'GET /api/admin/protection/help': () => ({ data: safetyHelp.parse({ contact }) }) });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <MemoryRouter>
            <ContentRoute />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'ช่องทางขอความช่วยเหลือ' }));
    const form = await screen.findByTestId('help-form');
    await waitFor(() =>
      expect((within(form).getByLabelText('เบอร์โทรศัพท์') as HTMLInputElement).value).toBe('1323'),
    );
  });
});
