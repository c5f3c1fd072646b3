import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadForChunkError } from '@lib/chunk-reload';
import { ErrorPage } from '@ui/error-page';

/** SPEC §8: status from the error (statusCode, status, response status), else 500; chunk failures reload. */
const statusOf = (error: unknown): number => {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null) {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const value of [e.statusCode, e.status, e.response?.status])
      if (typeof value === 'number') return value;
  }
  return 500;
};

export const RouteError = () => {
  const error = useRouteError();
  if (isChunkLoadError(error)) reloadForChunkError();
  return <ErrorPage status={statusOf(error)} message={error instanceof Error ? error.message : undefined} />;
};
