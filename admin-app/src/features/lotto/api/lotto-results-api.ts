import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  lottoRerunAnswer,
  lottoResultEntry,
  lottoSettlement,
  type LottoResultEntry,
  type LottoResultInput,
  type LottoSettlement,
} from '@contract/admin/lotto';
import { request } from '@lib/api';
import { lottoKeys } from './lotto-setup-api';

type LottoRerunAnswer = z.infer<typeof lottoRerunAnswer>;

export const useSettlement = (roundId: number) =>
  useQuery({
    queryKey: [...lottoKeys.round(roundId), 'settlement'],
    queryFn: () =>
      request<LottoSettlement>(import.meta.env.DEV && lottoSettlement, {
        method: 'GET',
        url: `/api/admin/lotto/rounds/${roundId}/settlement`,
      }),
  });

const useResultChange = <V, T>(mutationFn: (vars: V) => Promise<T>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: lottoKeys.all }) });
};

export const useEnterResult = () =>
  useResultChange(({ roundId, data }: { roundId: number; data: LottoResultInput }) =>
    request<LottoResultEntry>(import.meta.env.DEV && lottoResultEntry, {
      method: 'POST',
      url: `/api/admin/lotto/rounds/${roundId}/result`,
      data,
    }),
  );
export const useDecideResult = () =>
  useResultChange(({ entryId, decision }: { entryId: number; decision: 'confirm' | 'reject' }) =>
    request<LottoResultEntry>(import.meta.env.DEV && lottoResultEntry, {
      method: 'POST',
      url: `/api/admin/lotto/results/${entryId}/${decision}`,
      data: {},
    }),
  );
export const useRerunSettlement = () =>
  useResultChange<{ roundId: number }, LottoRerunAnswer>(({ roundId }) =>
    request<LottoRerunAnswer>(import.meta.env.DEV && lottoRerunAnswer, {
      method: 'POST',
      url: `/api/admin/lotto/rounds/${roundId}/settle`,
      data: {},
    }),
  );
