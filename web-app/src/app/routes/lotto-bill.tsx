import { useQueryClient } from '@tanstack/react-query';
import { data, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BillDetailPage } from '@features/lotto/components/bill-detail-page';
import { walletKeys } from '@features/wallet/api/keys';
import { paths } from '../paths';
import { pathId, WebLotto } from './lotto-links';

/** A bill id that is not a number is no page at all. */
export const loader = ({ params }: LoaderFunctionArgs) => {
  if (pathId(params.bill_id) === null) throw data(null, { status: 404 });
  return null;
};

/** /lotto/bills/<bill_id>: one bill, its lines and result; a cancel refreshes the wallets. */
export const Component = () => {
  const billId = pathId(useParams().bill_id) ?? 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <WebLotto>
      <BillDetailPage
        billId={billId}
        onBack={() => navigate(paths.lottoBills.getHref())}
        onCancelled={() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })}
      />
    </WebLotto>
  );
};
