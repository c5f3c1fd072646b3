// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberRewards, RewardsReport } from '@contract/admin/rewards-report';
import { RewardsTab } from '@admin-app/features/members/components/rewards-tab';
import { RewardsReportScreen } from '@admin-app/features/rewards-report/components/rewards-report-screen';
import { api } from '@lib/api';
import { createQueryClient } from '@lib/query-client';
import { fakeAdapter } from '@tests/shared/lib/fake-adapter';
import '@admin-app/lib/dates';

afterEach(cleanup);

/** Answers every call with `answer`, recording the URLs and query parameters asked for. */
const answerWith = (answer: { error: number; message?: string; data?: unknown }) => {
  const asked: { url?: string; params?: unknown }[] = [];
  api.defaults.adapter = async (config) => {
    asked.push({ url: config.url, params: config.params });
    return fakeAdapter(200, { message: '', data: null, ...answer })(config);
  };
  return asked;
};

const shell = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>{node}</App>
    </QueryClientProvider>,
  );

const figures = {
  awards: 3,
  members: 2,
  amount: 150.5,
  points: 40,
  spins: 2,
  freebets: 0,
  freebet_won: 0,
  deposit_basis: 1300,
  member_deposits: 1550.5,
};
const report: RewardsReport = {
  from: '2026-11-01',
  to: '2026-11-25',
  rows: [{ day: '2026-11-25', campaign_id: 9, name: 'ฝากแรกรับ 10%', kind: 'promotion', ...figures }],
  days: [{ day: '2026-11-25', ...figures }],
  campaigns: [{ campaign_id: 9, name: 'ฝากแรกรับ 10%', kind: 'promotion', ...figures }],
  kinds: [{ kind: 'promotion', ...figures }],
  total: figures,
};

describe('the rewards report page', () => {
  it('asks for this month and shows each campaign per day in Thai, with the total', async () => {
    const asked = answerWith({ error: 0, data: report });
    shell(<RewardsReportScreen />);
    const days = await screen.findByTestId('rewards-days');
    expect(asked[0]).toMatchObject({ url: '/api/admin/rewards/report' });
    expect(within(days).getByText('ฝากแรกรับ 10%')).toBeTruthy();
    expect(within(days).getAllByText('1,550.50').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('rewards-kinds')).getByText('โปรโมชั่น')).toBeTruthy();
    expect(within(days).getByText('25 พ.ย. 2569')).toBeTruthy();
    expect(screen.getByText('รวมทั้งหมด')).toBeTruthy();
  });

  it('says so when nothing was awarded', async () => {
    const empty = {
      awards: 0,
      members: 0,
      amount: 0,
      points: 0,
      spins: 0,
      freebets: 0,
      freebet_won: 0,
      deposit_basis: 0,
      member_deposits: 0,
    };
    answerWith({ error: 0, data: { ...report, rows: [], days: [], campaigns: [], kinds: [], total: empty } });
    shell(<RewardsReportScreen />);
    await screen.findByTestId('rewards-days');
    expect(screen.getAllByText('ยังไม่มีการแจกรางวัลในช่วงนี้').length).toBe(4);
  });

  it('shows the refusal and a retry when the report cannot be read', async () => {
    answerWith({ error: 2300, message: 'ช่วงวันที่ไม่ถูกต้อง' });
    shell(<RewardsReportScreen />);
    expect(await screen.findByTestId('load-error')).toBeTruthy();
    expect(screen.getByText('ช่วงวันที่ไม่ถูกต้อง')).toBeTruthy();
  });
});

describe("the member page's rewards tab", () => {
  it('shows open turnover with what is still owed, and the awards', async () => {
    const data: MemberRewards = {
      items: [
        {
          id: 1,
          campaign_id: 9,
          campaign_name: 'เทิร์น 5 เท่า',
          kind: 'promotion',
          amount: 40,
          points: 0,
          spins: 0,
          turnover_required: 200,
          description: 'โบนัสเทิร์น 5 เท่า',
          created_at: '2026-11-25T03:00:00.000Z',
        },
      ],
      turnover: [
        {
          id: 5,
          wallet_type_id: 1,
          wallet_name: 'กระเป๋าหลัก',
          description: 'โบนัสเทิร์น 5 เท่า',
          required: 200,
          progress: 50,
          owed: 150,
          categories: ['slot'],
          started_at: '2026-11-25T03:00:00.000Z',
        },
      ],
    };
    const asked = answerWith({ error: 0, data });
    shell(<RewardsTab memberId={7} />);
    const card = await screen.findByTestId('member-turnover');
    expect(asked[0]!.url).toBe('/api/admin/members/7/rewards');
    expect(within(card).getByText('ต้องเล่นอีก 150.00 บาท')).toBeTruthy();
    expect(within(screen.getByTestId('member-rewards')).getByText('เทิร์น 5 เท่า')).toBeTruthy();
  });

  it('says when nothing is owed and nothing was given', async () => {
    answerWith({ error: 0, data: { items: [], turnover: [] } });
    shell(<RewardsTab memberId={7} />);
    expect(await screen.findByText('ไม่มีเงื่อนไขเทิร์นโอเวอร์ค้างอยู่ ถอนเงินได้ตามปกติ')).toBeTruthy();
    expect(screen.getByText('สมาชิกนี้ยังไม่เคยได้รับโบนัสหรือรางวัล')).toBeTruthy();
  });
});
