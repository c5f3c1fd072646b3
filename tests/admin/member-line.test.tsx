// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { memberDetail } from '@contract/admin/members';
import { Component as MemberRoute } from '@admin-app/app/routes/member';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const detailOf = (line: object) =>
  memberDetail.parse({
    id: 7,
    phone: '0812345678',
    username: '0812345678',
    full_name: 'สมชาย ใจดี',
    bank_code: 'KBANK',
    bank_account: '1234567890',
    referral_code: 'R7',
    status: 'active',
    vip_level: 1,
    created_at: '2026-11-01T00:00:00.000Z',
    line_id: 'somchai',
    referred_by: null,
    wallets: [],
    ...line,
  });

const open = (detail: ReturnType<typeof detailOf>) => {
  fakeServer({
    'GET /api/admin/members/7': () => ({ data: detail }),
    'GET /api/admin/members/7/sessions': () => ({ data: { items: [] } }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <MemoryRouter initialEntries={['/members/7']}>
          <Routes>
            <Route path="/members/:id" element={<MemberRoute />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
};

describe("the member page's LINE", () => {
  it('shows whether the member follows the official account and which LINE messages they chose', async () => {
    open(
      detailOf({
        line_linked: true,
        line_following: false,
        line_messages: { money: true, lotto: false, rewards: true },
      }),
    );
    expect((await screen.findByTestId('member-line')).textContent).toBe(
      'เชื่อม LINE แล้ว · บล็อกหรือเลิกติดตามบัญชี LINE',
    );
    expect(screen.getByTestId('member-line-messages').textContent).toBe(
      'ฝาก/ถอน: เปิดหวย: ปิดรางวัลและโปรโมชั่น: เปิด',
    );
  });

  it('says so when LINE is not linked, or the follow is not known yet', async () => {
    open(
      detailOf({
        line_linked: true,
        line_following: null,
        line_messages: { money: true, lotto: true, rewards: false },
      }),
    );
    expect((await screen.findByTestId('member-line')).textContent).toBe(
      'เชื่อม LINE แล้ว · ยังไม่ทราบการติดตามบัญชี LINE',
    );
    cleanup();
    open(
      detailOf({
        line_linked: false,
        line_following: null,
        line_messages: { money: true, lotto: true, rewards: false },
      }),
    );
    expect((await screen.findByTestId('member-line')).textContent).toBe('ยังไม่เชื่อม LINE');
  });
});
