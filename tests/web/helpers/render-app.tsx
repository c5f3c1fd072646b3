import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { api } from '@lib/api';
import { createQueryClient } from '@lib/query-client';
import { fakeAdapter } from '@tests/shared/lib/fake-adapter';

/** Answers every API call with one envelope per path (unknown paths: an empty list). */
export const answerApi = (answers: Record<string, unknown>) => {
  api.defaults.adapter = async (config) => {
    const path = (config.url ?? '').split('?')[0] ?? '';
    const data = path in answers ? answers[path] : [];
    return fakeAdapter(200, { error: 0, message: '', data })(config);
  };
};

export const renderRoutes = (routes: RouteObject[], initialPath: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
};
