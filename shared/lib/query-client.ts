import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Refusals (error != 0) and 4xx answers are final: only network failures and 5xx are worth a retry. */
const shouldRetry = (failureCount: number, error: unknown) => {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return true;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
