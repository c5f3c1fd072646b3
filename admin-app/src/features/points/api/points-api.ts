import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminItem,
  adminItems,
  adminRedemptions,
  pointsSetup,
  type AdminItem,
  type AdminItemInput,
  type PointsSetup,
  type PointsSetupInput,
} from '@contract/rewards/points-admin';
import { request } from '@lib/api';

const pointsKeys = { all: ['admin', 'points'] as const };

export const usePointsSetup = () =>
  useQuery({
    queryKey: [...pointsKeys.all, 'setup'],
    queryFn: () =>
      request<PointsSetup>(import.meta.env.DEV && pointsSetup, {
        method: 'GET',
        url: '/api/admin/points/setup',
      }),
  });

export const useShopItems = () =>
  useQuery({
    queryKey: [...pointsKeys.all, 'items'],
    queryFn: () =>
      request<z.infer<typeof adminItems>>(import.meta.env.DEV && adminItems, {
        method: 'GET',
        url: '/api/admin/points/items',
      }),
  });

export const useRedemptions = () =>
  useQuery({
    queryKey: [...pointsKeys.all, 'redemptions'],
    queryFn: () =>
      request<z.infer<typeof adminRedemptions>>(import.meta.env.DEV && adminRedemptions, {
        method: 'GET',
        url: '/api/admin/points/redemptions',
      }),
  });

const useChange = <V, T>(mutationFn: (vars: V) => Promise<T>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: pointsKeys.all }) });
};

export const useSaveSetup = () =>
  useChange((data: PointsSetupInput) =>
    request<PointsSetup>(import.meta.env.DEV && pointsSetup, {
      method: 'POST',
      url: '/api/admin/points/setup',
      data,
    }),
  );

/** Creates (no id) or edits an item. */
export const useSaveItem = () =>
  useChange(({ id, data }: { id: number | null; data: AdminItemInput }) =>
    request<AdminItem>(import.meta.env.DEV && adminItem, {
      method: 'POST',
      url: id === null ? '/api/admin/points/items' : `/api/admin/points/items/${id}`,
      data,
    }),
  );
