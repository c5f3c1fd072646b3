import { useNavigate } from 'react-router-dom';
import { DepositPage } from '@features/payment/components/deposit-page';
import { BalanceLine } from '@features/wallet/components/balance-line';
import { paths } from '../paths';

/** /member/deposit, with the member's balance (no member panel here): an order is shown on /member/payment. */
export const Component = () => {
  const navigate = useNavigate();
  return (
    <DepositPage
      balance={<BalanceLine />}
      onOrder={(orderId) => navigate(`${paths.memberPayment.getHref()}?order=${encodeURIComponent(orderId)}`)}
    />
  );
};
