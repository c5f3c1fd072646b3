import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminFreebetRetryAnswer, adminFreebets, type AdminFreebets } from '@contract/games/hub88-freebets';
import { request } from '@lib/api';

const freebetKeys = { all: ['admin', 'rewards-freebets'] as const };

/** GET /api/admin/rewards/freebets: free bets Hub88 refused, or that wait to be sent again after an error. */
export const useFreebetProblemsQuery = () =>
  useQuery({
    queryKey: freebetKeys.all,
    queryFn: () =>
      request<AdminFreebets>(import.meta.env.DEV && adminFreebets, {
        method: 'GET',
        url: '/api/admin/rewards/freebets',
      }),
  });

/** POST /api/admin/rewards/freebets/:id/retry: a failed free bet sent to Hub88 again (audited). */
export const useRetryFreebet = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request<null>(import.meta.env.DEV && adminFreebetRetryAnswer, {
        method: 'POST',
        url: `/api/admin/rewards/freebets/${id}/retry`,
        data: {},
      }),
    onSettled: () => client.invalidateQueries({ queryKey: freebetKeys.all }),
  });
};
