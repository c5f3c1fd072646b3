import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { memberDetail } from '@contract/admin/members';
import { Component as MemberRoute } from '@admin-app/app/routes/member';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

/** A console screen inside what the console gives it: the query client and antd's App (messages, modals). */
export const shell = (node: ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>{node}</App>
    </QueryClientProvider>,
  );

/** Member 7 as the member page's API answers it (parsed: a fixture that drifts from the contract fails). */
export const memberDetailOf = (overrides: object) =>
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
    ...overrides,
  });

type Handlers = Parameters<typeof fakeServer>[0];

/** The console's member page of member 7 (/members/7), the server answering `detail`, no sessions and `more`. */
export const openMemberPage = (detail: ReturnType<typeof memberDetailOf>, more: Handlers = {}) => {
  fakeServer({
    'GET /api/admin/members/7': () => ({ data: detail }),
    'GET /api/admin/members/7/sessions': () => ({ data: { items: [] } }),
    ...more,
  });
  shell(
    <MemoryRouter initialEntries={['/members/7']}>
      <Routes>
        <Route path="/members/:id" element={<MemberRoute />} />
      </Routes>
    </MemoryRouter>,
  );
};
