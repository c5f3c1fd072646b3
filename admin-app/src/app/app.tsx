import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import thTH from 'antd/locale/th_TH';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '@lib/query-client';
import type { createAdminRouter } from './router';

type AppProps = { router: ReturnType<typeof createAdminRouter> };

const theme = {
  token: { fontFamily: "'Prompt', system-ui, sans-serif", colorPrimary: '#3b4cca', borderRadius: 6 },
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
