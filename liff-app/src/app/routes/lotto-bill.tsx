import { useQueryClient } from '@tanstack/react-query';
import { data, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BillDetailPage } from '@features/lotto/components/bill-detail-page';
import { walletKeys } from '@features/wallet/api/keys';
import { liffLottoLinks, LiffLotto, pathId } from './lotto-links';

export const loader = ({ params }: LoaderFunctionArgs) => {
  if (pathId(params.billId) === null) throw data(null, { status: 404 });
  return null;
};

/** `/liff/lotto/bills/<bill>`: one bill, its lines and result; a cancel refreshes the wallets. */
export const Component = () => {
  const billId = pathId(useParams().billId) ?? 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <LiffLotto>
      <BillDetailPage
        billId={billId}
        onBack={() => navigate(liffLottoLinks.bills)}
        onCancelled={() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })}
      />
    </LiffLotto>
  );
};
