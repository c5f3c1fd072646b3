import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginWithReturn } from '@features/account/return-target';
import { useIsLoggedIn, useSessionEnded } from '@features/account/stores/user-store';
import { paths } from '../paths';
import { useGuestHref } from '../route-handle';

/**
 * Member-only pages: a guest goes to /login, which brings them back here after logging in (and says the session
 * ended, when it did); a page with a public counterpart (its route's `guestHref`) sends a guest there instead.
 */
export const RequireMember = () => {
  const isLoggedIn = useIsLoggedIn();
  const sessionEnded = useSessionEnded();
  const location = useLocation();
  const guestHref = useGuestHref();
  if (!isLoggedIn && guestHref && !sessionEnded) return <Navigate to={guestHref} replace />;
  if (!isLoggedIn) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={loginWithReturn(paths.login.getHref(), back, { expired: sessionEnded })} replace />;
  }
  return <Outlet />;
};

/** @alias react-router's lazy route reads `Component`; tests render the guard by its name. */
export const Component = RequireMember;
