import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '@lib/query-client';
import { UiProvider } from '@ui/ui-provider';
import type { createLiffRouter } from './router';

type AppProps = { router: ReturnType<typeof createLiffRouter> };

/** Providers around the router. */
export const App = ({ router }: AppProps) => (
  <QueryClientProvider client={queryClient}>
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>
  </QueryClientProvider>
);
