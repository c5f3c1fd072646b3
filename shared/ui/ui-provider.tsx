import { ConfigProvider } from 'antd-mobile';
import thTH from 'antd-mobile/es/locales/th-TH';
import type { ReactNode } from 'react';
import './theme.css';

// antd-mobile reads its dark variables from this attribute; the site is dark in every browser.
if (typeof document !== 'undefined')
  document.documentElement.setAttribute('data-prefers-color-scheme', 'dark');

/** antd-mobile in Thai with the site's theme; both apps wrap their router in it. */
export const UiProvider = ({ children }: { children: ReactNode }) => (
  <ConfigProvider locale={thTH}>{children}</ConfigProvider>
);
