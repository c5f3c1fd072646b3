import { Outlet } from 'react-router-dom';
import { SiteChrome } from './site-chrome';

/** The default layout of SPEC §2. */
const DefaultLayout = () => (
  <SiteChrome>
    <Outlet />
  </SiteChrome>
);

export const Component = DefaultLayout;
