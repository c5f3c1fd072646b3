import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingBlock } from '@ui/loading-block';
import { liffPathForWeb } from '@liff-app/app/paths';

/**
 * A path outside `/liff`, reached from a shared screen's link. A web path with a LIFF screen stays in LIFF;
 * any other opens on the web site by a full page load (same origin, so the same session).
 */
export const Component = () => {
  const { pathname, search, hash } = useLocation();
  const inLiff = liffPathForWeb(pathname, search);
  useEffect(() => {
    if (!inLiff) window.location.assign(`${pathname}${search}${hash}`);
  }, [inLiff, pathname, search, hash]);
  if (inLiff) return <Navigate to={inLiff} replace />;
  return <LoadingBlock lines={2} />;
};
