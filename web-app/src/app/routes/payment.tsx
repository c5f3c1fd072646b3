import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { walletKeys } from '@features/wallet/api/keys';
import { PaymentPage } from '@features/payment/components/payment-page';
import { BalanceLine } from '@features/wallet/components/balance-line';
import { paths } from '../paths';

/** /member/payment?order=<id>: the order's QR and live status; the wallets refresh when the money lands. */
export const Component = () => {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orderId = search.get('order');
  const handleCredited = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    [queryClient],
  );
  if (!orderId) return <Navigate to={paths.memberDeposit.getHref()} replace />;
  return (
    <PaymentPage
      orderId={orderId}
      balance={<BalanceLine />}
      onCredited={handleCredited}
      onNewDeposit={() => navigate(paths.memberDeposit.getHref())}
    />
  );
};
