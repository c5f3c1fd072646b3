import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '@lib/query-client';
import { UiProvider } from '@ui/ui-provider';
import type { createAppRouter } from './router';

type AppProps = { router: ReturnType<typeof createAppRouter> };

export const App = ({ router }: AppProps) => (
  <UiProvider>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </UiProvider>
);
