import { Outlet } from 'react-router-dom';
import { SiteChrome } from './site-chrome';
import { useSessionCheck } from './use-session-check';

/** Member pages: the default chrome plus the session check on load. */
const AuthLayout = () => {
  useSessionCheck();
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
};

export const Component = AuthLayout;
