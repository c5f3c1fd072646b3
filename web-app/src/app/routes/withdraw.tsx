import { useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '@features/wallet/api/keys';
import { WithdrawPage } from '@features/payment/components/withdraw-page';

/** /member/withdraw: a request takes the amount out of the wallet at once, so the wallets refresh. */
export const Component = () => {
  const queryClient = useQueryClient();
  return (
    <WithdrawPage onWithdrawn={() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })} />
  );
};
