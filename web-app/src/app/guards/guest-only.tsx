import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@features/account/links';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { paths } from '../paths';

/**
 * Guest pages (login, register, forgot): a logged-in member opening one is sent to /member (SPEC §4), or to
 * the page a login was asked for (`?redirect=`, same-site only).
 */
export const GuestOnly = () => {
  const isLoggedIn = useIsLoggedIn();
  const [search] = useSearchParams();
  if (!isLoggedIn) return <Outlet />;
  return <Navigate to={safeRedirect(search.get('redirect'), paths.member.getHref())} replace />;
};

/** @alias react-router's lazy route reads `Component`; tests render the guard by its name. */
export const Component = GuestOnly;
