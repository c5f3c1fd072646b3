import { useQueryClient } from '@tanstack/react-query';
import { WithdrawPage } from '@features/payment/components/withdraw-page';
import { walletKeys } from '@features/wallet/api/keys';

/** `/liff/withdraw`: a request takes the amount out of the wallet at once, so the balances refresh. */
export const Component = () => {
  const queryClient = useQueryClient();
  return (
    <WithdrawPage onWithdrawn={() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })} />
  );
};
