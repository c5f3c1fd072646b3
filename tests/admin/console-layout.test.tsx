// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { permissionsOf } from '@contract/admin/permissions';
import { Component as ConsoleLayout } from '@admin-app/app/layouts/console-layout';
import { consoleMenu } from '@admin-app/app/pages';
import { sessionEnded, sessionStarted } from '@admin-app/features/auth/session-store';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';
import { screenWidth } from './helpers/screen-width';

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
  restore = undefined;
  sessionEnded();
});

beforeEach(() => {
  sessionStarted('staff-token');
  fakeServer({
    'GET /api/admin/auth/me': () => ({
      data: {
        id: 1,
        username: 'demo-owner',
        display_name: 'เจ้าของ (เดโม่)',
        role: 'owner',
        permissions: permissionsOf('owner'),
      },
    }),
  });
});

/** The console layout with two pages in it, as the router mounts it (pages.tsx: the home page and the staff page). */
const renderConsole = () => {
  const router = createMemoryRouter(
    [
      {
        Component: ConsoleLayout,
        children: [
          { index: true, element: <p>หน้าภาพรวม</p> },
          { path: '/staff', element: <p>หน้าพนักงาน</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
};

const labels = consoleMenu.map((page) => page.label);

describe('the console layout', () => {
  it('on a phone (390 px) puts the whole menu, every label readable, in a drawer opened from the header', async () => {
    restore = screenWidth(390);
    const router = renderConsole();
    await screen.findByText('เจ้าของ (เดโม่)');
    // No side bar squeezing the page: the menu waits behind its button.
    expect(screen.queryByTestId('side-menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'เปิดเมนู' }));
    const menu = await screen.findByTestId('side-menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(labels);

    fireEvent.click(within(menu).getByText('พนักงาน'));
    await screen.findByText('หน้าพนักงาน');
    expect(router.state.location.pathname).toBe('/staff');
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
    // The logout stays in reach on the phone's header, named for a screen reader though it shows only its icon.
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeTruthy();
  });

  it('on a desktop (1280 px) keeps the side menu in view, with no menu button', async () => {
    restore = screenWidth(1280);
    renderConsole();
    await screen.findByText('เจ้าของ (เดโม่)');
    const menu = screen.getByTestId('side-menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(labels);
    expect(screen.queryByRole('button', { name: 'เปิดเมนู' })).toBeNull();
    expect(screen.getByText('หน้าภาพรวม')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' }).textContent).toContain('ออกจากระบบ');
  });
});
