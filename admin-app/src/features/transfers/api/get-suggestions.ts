import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { transferSuggestion, type TransferSuggestion } from '@contract/admin/statements';
import { request } from '@lib/api';
import { transferKeys } from './transfer-keys';

const getSuggestions = (id: number) =>
  request<TransferSuggestion[]>(import.meta.env.DEV && z.array(transferSuggestion), {
    method: 'GET',
    url: `/api/admin/transfers/${id}/suggestions`,
  });

const suggestionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: transferKeys.suggestions(id), queryFn: () => getSuggestions(id) });

/** Members a transfer held for review may belong to (sender account, an open order near the amount). */
export const useSuggestionsQuery = (id: number | null) =>
  useQuery({ ...suggestionsQueryOptions(id ?? 0), enabled: id !== null });
