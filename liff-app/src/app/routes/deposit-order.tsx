import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { PaymentPage } from '@features/payment/components/payment-page';
import { walletKeys } from '@features/wallet/api/keys';
import { liffPaths } from '@liff-app/app/paths';

/** `/liff/payment/<order>` (and `/liff/deposit/<order>` of older links): the order's QR and live status; the wallets refresh when the money lands. */
export const Component = () => {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handleCredited = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    [queryClient],
  );
  return (
    <PaymentPage
      orderId={orderId}
      onCredited={handleCredited}
      onNewDeposit={() => navigate(liffPaths.deposit)}
    />
  );
};
