import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { paths } from '../paths';

/** Member-only pages: a guest goes to /login, which brings them back here after logging in. */
export const RequireMember = () => {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!isLoggedIn) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login.getHref()}?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <Outlet />;
};

export const Component = RequireMember;
