import { useNavigate } from 'react-router-dom';
import { DepositPage } from '@features/payment/components/deposit-page';
import { useAppLinks } from '@ui/app-links';

/** `/liff/deposit`: an order made here shows at /liff/payment/<order> (the id in the path, not a query). */
export const Component = () => {
  const navigate = useNavigate();
  const links = useAppLinks();
  return <DepositPage onOrder={(orderId) => navigate(links.payment(orderId))} />;
};
