import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { api } from '@lib/api';
import { createQueryClient } from '@lib/query-client';
import { AppLinksProvider, type AppLinks } from '@ui/app-links';
import { webAppLinks } from '@web/app/app-links';
import { routes as webRoutes } from '@web/app/router';
import { fakeAdapter } from '@tests/shared/lib/fake-adapter';

/** Answers every API call with one envelope per path (unknown paths: an empty list). */
export const answerApi = (answers: Record<string, unknown>) => {
  api.defaults.adapter = async (config) => {
    const path = (config.url ?? '').split('?')[0] ?? '';
    const data = path in answers ? answers[path] : [];
    return fakeAdapter(200, { error: 0, message: '', data })(config);
  };
};

/** The web app's own links, from its real route table (what the app provides above its router). */
const webLinks = webAppLinks(webRoutes);

export const renderRoutes = (routes: RouteObject[], initialPath: string, links: AppLinks = webLinks) => {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppLinksProvider links={links}>
        <RouterProvider router={router} />
      </AppLinksProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
};
