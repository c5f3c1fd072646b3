import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadForChunkError } from '@lib/chunk-reload';
import { ErrorPage } from '@ui/error-page';
import { ProgressBar } from '@ui/progress-bar';
import { strings } from './strings';

type StatusCarrier = { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };

const asStatus = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 400 && value < 600 ? value : undefined;

/** SPEC §8: the status from statusCode, status or response status, else 500. */
export const statusOfError = (error: unknown): number => {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null) {
    const carrier = error as StatusCarrier;
    return (
      asStatus(carrier.statusCode) ?? asStatus(carrier.status) ?? asStatus(carrier.response?.status) ?? 500
    );
  }
  return 500;
};

/** A failed navigation: a lost chunk reloads the page (once per 60 s), anything else shows the error page. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  const status = statusOfError(error);
  const message = error instanceof Error ? error.message : undefined;
  return (
    <>
      <ProgressBar state="failed" />
      <ErrorPage
        status={status}
        message={message}
        action={
          <a href="/" className="ui-error-page__home">
            {strings.backHome}
          </a>
        }
      />
    </>
  );
};
