import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { afterAll } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@lib/query-client';
import { installReact19Render } from '@ui/react-19-render';

installReact19Render();

// A toast still open when a file ends closes on its timer after jsdom is gone, and React's update then throws
// (window is not defined) into whichever file the worker runs next. Every file that renders screens closes them.
afterAll(async () => {
  Toast.clear();
  await waitFor(() => {
    if (document.querySelector('.adm-toast-mask')) throw new Error('a toast is still closing');
  });
});

/** One screen at `path` inside a memory router, plus stand-in pages for where it may navigate. */
export const renderScreen = (screen: ReactNode, path: string, initialEntry = path) => {
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: '/member', element: <p>หน้าสมาชิก</p> },
      { path: '/member/deposit', element: <p>หน้าฝากเงิน</p> },
      { path: '*', element: <p>หน้าอื่น</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
};
