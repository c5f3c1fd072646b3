import { useMutation, useQueryClient } from '@tanstack/react-query';
import { convertAnswer, type ConvertAnswer } from '@contract/rewards/turnover';
import { request } from '@lib/api';
import { promotionKeys } from './keys';

/** POST /api/member/wallet/convert: a bonus wallet to the main wallet once its turnover is met. */
const convertWallet = (body: { wallet_type_id: number; request_id: string }) =>
  request<ConvertAnswer>(import.meta.env.DEV && convertAnswer, {
    method: 'POST',
    url: '/api/member/wallet/convert',
    data: body,
    skipBadRequestRedirect: true,
  });

export const useConvertWalletMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertWallet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.mine() }),
  });
};
