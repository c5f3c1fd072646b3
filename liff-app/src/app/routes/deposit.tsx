import { useNavigate } from 'react-router-dom';
import { DepositPage } from '@features/payment/components/deposit-page';
import { liffPaths } from '@liff-app/app/paths';

/** `/liff/deposit`: an order made here shows at /liff/deposit/<order> (the id in the path, not a query). */
export const Component = () => {
  const navigate = useNavigate();
  return (
    <DepositPage onOrder={(orderId) => navigate(`${liffPaths.deposit}/${encodeURIComponent(orderId)}`)} />
  );
};
