import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@lib/query-client';
import { installReact19Render } from '@ui/react-19-render';

installReact19Render();

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
