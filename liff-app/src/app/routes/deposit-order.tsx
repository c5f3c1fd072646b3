import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { redirect, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PaymentPage } from '@features/payment/components/payment-page';
import { walletKeys } from '@features/wallet/api/keys';
import { liffPaths } from '@liff-app/app/paths';

// No order to show (a bare /liff/payment): the deposit, where one is made, as the web's /member/payment does.
export const loader = ({ params }: LoaderFunctionArgs) =>
  params.orderId ? null : redirect(liffPaths.deposit);

/**
 * `/liff/payment/<order>` (`/liff/deposit/<order>` of older links comes here too): the order's QR and live
 * status; the wallets refresh when the money lands.
 */
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
