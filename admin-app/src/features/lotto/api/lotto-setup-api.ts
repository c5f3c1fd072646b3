import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  billAdmin,
  drawDate,
  exposureBoard,
  marketAdmin,
  restrictedAdmin,
  roundAdmin,
  type BetTypeInput,
  type BillAdmin,
  type DrawDate,
  type ExposureBoard,
  type MarketAdmin,
  type MarketInput,
  type RestrictedAdmin,
  type RestrictedInput,
  type RoundAdmin,
} from '@contract/admin/lotto-setup';
import type { BetType } from '@contract/lotto';
import { request } from '@lib/api';

export const lottoKeys = {
  all: ['admin', 'lotto'] as const,
  markets: () => [...lottoKeys.all, 'markets'] as const,
  drawDates: (marketId: number) => [...lottoKeys.all, 'draw-dates', marketId] as const,
  rounds: (filter: object) => [...lottoKeys.all, 'rounds', filter] as const,
  round: (roundId: number) => [...lottoKeys.all, 'round', roundId] as const,
  bills: (filter: object) => [...lottoKeys.all, 'bills', filter] as const,
};

const get = <T>(schema: z.ZodType<T>, url: string, params?: object) =>
  request<T>(import.meta.env.DEV && schema, { method: 'GET', url, params });
const post = <T>(schema: z.ZodType<T>, url: string, data: object) =>
  request<T>(import.meta.env.DEV && schema, { method: 'POST', url, data });

export const useLottoMarkets = () =>
  useQuery({
    queryKey: lottoKeys.markets(),
    queryFn: () => get<MarketAdmin[]>(z.array(marketAdmin), '/api/admin/lotto/markets'),
  });

/** A change to any lotto setting: every lotto list of the page is read again. */
const useLottoChange = <V>(mutationFn: (vars: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: lottoKeys.all }) });
};

export const useSaveMarket = () =>
  useLottoChange(({ id, data }: { id: number; data: MarketInput }) =>
    post<MarketAdmin>(marketAdmin, `/api/admin/lotto/markets/${id}`, data),
  );
export const useSaveBetTypes = () =>
  useLottoChange(({ id, settings }: { id: number; settings: BetTypeInput[] }) =>
    post<MarketAdmin>(marketAdmin, `/api/admin/lotto/markets/${id}/bet_types`, { settings }),
  );

export const useDrawDates = (marketId: number | undefined) =>
  useQuery({
    queryKey: lottoKeys.drawDates(marketId ?? 0),
    enabled: marketId !== undefined,
    queryFn: () => get<DrawDate[]>(z.array(drawDate), `/api/admin/lotto/markets/${marketId}/draw_dates`),
  });
export const useAddDrawDate = () =>
  useLottoChange(({ marketId, draw_date, note }: { marketId: number; draw_date: string; note: string }) =>
    post<DrawDate[]>(z.array(drawDate), `/api/admin/lotto/markets/${marketId}/draw_dates`, {
      draw_date,
      note,
    }),
  );
export const useRemoveDrawDate = () =>
  useLottoChange(({ marketId, draw_date }: { marketId: number; draw_date: string }) =>
    post<DrawDate[]>(z.array(drawDate), `/api/admin/lotto/markets/${marketId}/draw_dates/remove`, {
      draw_date,
    }),
  );

export const useLottoRounds = (filter: { market_id?: number; status?: string }) =>
  useQuery({
    queryKey: lottoKeys.rounds(filter),
    queryFn: () => get<RoundAdmin[]>(z.array(roundAdmin), '/api/admin/lotto/rounds', filter),
  });

export const useRestricted = (roundId: number) =>
  useQuery({
    queryKey: [...lottoKeys.round(roundId), 'restricted'],
    queryFn: () =>
      get<RestrictedAdmin[]>(z.array(restrictedAdmin), `/api/admin/lotto/rounds/${roundId}/restricted`),
  });
export const useSaveRestricted = () =>
  useLottoChange(({ roundId, data }: { roundId: number; data: RestrictedInput }) =>
    post<RestrictedAdmin[]>(z.array(restrictedAdmin), `/api/admin/lotto/rounds/${roundId}/restricted`, data),
  );
export const useRemoveRestricted = () =>
  useLottoChange(({ roundId, bet_type, number }: { roundId: number; bet_type: BetType; number: string }) =>
    post<RestrictedAdmin[]>(
      z.array(restrictedAdmin),
      `/api/admin/lotto/rounds/${roundId}/restricted/remove`,
      {
        bet_type,
        number,
      },
    ),
  );

/** The live board: read again every 10 seconds while it is open. */
export const useExposure = (roundId: number, betType: BetType | undefined) =>
  useQuery({
    queryKey: [...lottoKeys.round(roundId), 'exposure', betType ?? 'all'],
    refetchInterval: 10_000,
    queryFn: () =>
      get<ExposureBoard>(exposureBoard, `/api/admin/lotto/rounds/${roundId}/exposure`, {
        bet_type: betType,
      }),
  });

export type BillsFilter = {
  round_id?: number;
  bill_id?: number;
  phone?: string;
  status?: string;
  number?: string;
};
export const useLottoBills = (filter: BillsFilter) =>
  useQuery({
    queryKey: lottoKeys.bills(filter),
    queryFn: () => get<BillAdmin[]>(z.array(billAdmin), '/api/admin/lotto/bills', filter),
  });
