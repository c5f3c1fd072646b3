import { Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isApiError } from '@lib/api-error';
import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { useLoggedOut, useStaffToken } from '@admin-app/features/auth/session-store';
import { paths } from '../paths';
import { RouteError } from '../route-error';

/** Signed-in staff only: without a token, the login; with one, the console once "me" has answered. */
export const Component = () => {
  const token = useStaffToken();
  const location = useLocation();
  const loggedOut = useLoggedOut();
  const me = useMeQuery();
  // After a logout the next person starts at the home page, not at the page the last one had open.
  if (!token)
    return (
      <Navigate to={paths.login.getHref()} replace state={loggedOut ? null : { from: location.pathname }} />
    );
  if (me.isPending)
    return (
      <div style={{ display: 'grid', placeItems: 'center', height: '100%' }}>
        <Spin size="large" />
      </div>
    );
  // A 401 already went to the login (configure-api.ts); anything else may be retried (a 403 from an address
  // outside the agent's allowlist says so).
  if (me.isError) return <RouteError message={isApiError(me.error) ? me.error.message : undefined} />;
  return <Outlet />;
};
