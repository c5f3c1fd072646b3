// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { linkedMembers } from '@contract/admin/linked-members';
import { winLossReport, winLossTop } from '@contract/admin/winloss';
import { ExportsScreen } from '@admin-app/features/exports/components/exports-screen';
import { LinkedMembersTab } from '@admin-app/features/linked-members/components/linked-members-tab';
import { WinLossScreen } from '@admin-app/features/winloss/components/winloss-screen';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const shell = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <App>{node}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const member = (id: number, net: number) => ({
  member_id: id,
  phone: `08100000${id}`,
  full_name: `สมาชิก ${id}`,
  stake: 100,
  win: 100 + net,
  net,
});

describe('linked accounts on the member page', () => {
  it('lists each linked member with the reasons, linking to their page', async () => {
    const answer = linkedMembers.parse({
      items: [
        {
          id: 12,
          phone: '0810000012',
          full_name: 'สมชาย ซ้ำบัญชี',
          status: 'active',
          created_at: '2026-11-20T03:00:00.000Z',
          reasons: ['bank_account', 'device'],
        },
        {
          id: 13,
          phone: '0810000013',
          full_name: 'สมหญิง ไอพีเดียวกัน',
          status: 'disabled',
          created_at: '2026-11-21T03:00:00.000Z',
          reasons: ['ip'],
        },
      ],
      more: false,
    });
    fakeServer({ 'GET /api/admin/members/7/linked': () => ({ data: answer }) });
    shell(<LinkedMembersTab memberId={7} />);
    const tab = await screen.findByTestId('linked-members');
    const link = await within(tab).findByRole('link', { name: 'สมชาย ซ้ำบัญชี' });
    expect(link.getAttribute('href')).toBe('/members/12');
    expect(within(tab).getByText('บัญชีธนาคารเดียวกัน')).toBeTruthy();
    expect(within(tab).getByText('อุปกรณ์เดียวกัน')).toBeTruthy();
    expect(within(tab).getByText('ที่อยู่ IP เดียวกัน')).toBeTruthy();
    expect(within(tab).getByText('ระงับ')).toBeTruthy();
  });

  it('says so when nobody is linked', async () => {
    fakeServer({ 'GET /api/admin/members/8/linked': () => ({ data: { items: [], more: false } }) });
    shell(<LinkedMembersTab memberId={8} />);
    expect(await screen.findByText('ไม่พบสมาชิกที่เชื่อมโยงกับสมาชิกนี้')).toBeTruthy();
  });
});

describe('the win/loss report page', () => {
  it('shows the totals, the top winners and losers, providers, games and the top per day', async () => {
    const report = winLossReport.parse({
      from: '2026-11-01',
      to: '2026-11-27',
      total: { stake: 600, win: 450, net: -150 },
      members: 2,
      winners: [member(1, 250)],
      losers: [member(2, -400)],
      games: [
        {
          game_code: 'builtin-slot-thai',
          game_name: 'สล็อตไทย',
          provider_code: 'builtin',
          stake: 600,
          win: 450,
          net: -150,
        },
      ],
      providers: [{ provider_code: 'builtin', provider_name: 'ค่ายในระบบ', stake: 600, win: 450, net: -150 }],
    });
    const top = winLossTop.parse({
      periods: [{ period: '2026-11-27', winners: [member(1, 250)], losers: [member(2, -400)] }],
    });
    const server = fakeServer({
      'GET /api/admin/reports/winloss': () => ({ data: report }),
      'GET /api/admin/reports/winloss/top': () => ({ data: top }),
    });
    shell(<WinLossScreen />);
    expect((await screen.findByTestId('winloss-net')).textContent).toContain('-150.00');
    expect(within(screen.getByTestId('winloss-winners')).getByText('+250.00')).toBeTruthy();
    expect(within(screen.getByTestId('winloss-losers')).getByText('-400.00')).toBeTruthy();
    expect(within(screen.getByTestId('winloss-providers')).getByText('ค่ายในระบบ')).toBeTruthy();
    expect(within(screen.getByTestId('winloss-games')).getByText('สล็อตไทย')).toBeTruthy();
    const perDay = await screen.findByTestId('winloss-top');
    expect(within(perDay).getByText('2026-11-27')).toBeTruthy();
    expect(server.callsTo('GET /api/admin/reports/winloss/top')[0]!.params).toMatchObject({ period: 'day' });

    // One member's own figures: the phone goes with the range.
    const search = screen.getByTestId('winloss-phone');
    fireEvent.change(search, { target: { value: '0810000001' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('ได้เสียของสมาชิก 0810000001 ทั้งช่วง')).toBeTruthy();
    expect(server.callsTo('GET /api/admin/reports/winloss').at(-1)!.params).toMatchObject({
      phone: '0810000001',
    });
  });
});

describe('the exports page', () => {
  it('offers only the exports the role may download', () => {
    shell(<ExportsScreen granted={new Set(['deposits.view', 'withdrawals.view', 'members.view'])} />);
    expect(screen.getByTestId('export-deposits')).toBeTruthy();
    expect(screen.getByTestId('export-withdrawals')).toBeTruthy();
    expect(screen.queryByTestId('export-members')).toBeNull();
    expect(screen.queryByTestId('export-audit')).toBeNull();
  });

  it('tells a role with none that it may export nothing', () => {
    shell(<ExportsScreen granted={new Set(['content.manage'])} />);
    expect(screen.getByText('บทบาทของคุณไม่มีสิทธิ์ส่งออกข้อมูลใด')).toBeTruthy();
  });
});
