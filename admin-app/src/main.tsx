import '@lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@ui/fonts';
import { installChunkReload } from '@lib/chunk-reload';
import { App } from '@admin-app/app/app';
import { configureAdminApi } from '@admin-app/app/configure-api';
import { installAntdReact19 } from '@admin-app/app/antd-react-19';
import { createAdminRouter } from '@admin-app/app/router';
import '@admin-app/lib/dates';
import '@admin-app/app/app.css';

installAntdReact19();
installChunkReload();
const router = createAdminRouter();
configureAdminApi((to) => void router.navigate(to));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
