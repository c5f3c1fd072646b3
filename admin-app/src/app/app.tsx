import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
// The ESM build of the locale: the CJS entry (antd/locale/th_TH) loses its default export in the bundle.
import thTH from 'antd/es/locale/th_TH';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '@lib/query-client';
import type { createAdminRouter } from './router';

type AppProps = { router: ReturnType<typeof createAdminRouter> };

// Staff who ask their system for less motion get none: dialogs and menus appear in place, without zooming.
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const theme = {
  token: {
    fontFamily: "'Prompt', system-ui, sans-serif",
    colorPrimary: '#3b4cca',
    borderRadius: 6,
    motion: !reducedMotion,
  },
};

/** antd in Thai (with the Buddhist-era dates of ./dates.ts), react-query for server data, the router. */
export const App = ({ router }: AppProps) => (
  <ConfigProvider locale={thTH} theme={theme}>
    <AntdApp>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AntdApp>
  </ConfigProvider>
);
