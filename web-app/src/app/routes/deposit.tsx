import { useNavigate } from 'react-router-dom';
import { DepositPage } from '@features/payment/components/deposit-page';
import { paths } from '../paths';

/** /member/deposit: an order made here is shown on /member/payment. */
export const Component = () => {
  const navigate = useNavigate();
  return (
    <DepositPage
      onOrder={(orderId) => navigate(`${paths.memberPayment.getHref()}?order=${encodeURIComponent(orderId)}`)}
    />
  );
};
