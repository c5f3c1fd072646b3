import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@ui/fonts';
import { installChunkReload } from '@lib/chunk-reload';
import { installReact19Render } from '@ui/react-19-render';
import { App } from '@web/app/app';
import { configureWebApi } from '@web/app/configure-api';
import { prefetchLikelyPages } from '@web/app/prefetch';
import { createAppRouter } from '@web/app/router';
import '@web/app/app.css';

installReact19Render();
installChunkReload();
const router = createAppRouter();
configureWebApi((to) => void router.navigate(to));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
window.addEventListener('load', prefetchLikelyPages, { once: true });
