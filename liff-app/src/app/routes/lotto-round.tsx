import { useQueryClient } from '@tanstack/react-query';
import { data, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { RoundPage } from '@features/lotto/components/round-page';
import { walletKeys } from '@features/wallet/api/keys';
import { liffLottoLinks, LiffLotto, pathId } from './lotto-links';

export const loader = ({ params }: LoaderFunctionArgs) => {
  if (pathId(params.roundId) === null) throw data(null, { status: 404 });
  return null;
};

/** `/liff/lotto/<round>`: the round's pad and bill, inside LINE; an accepted bill opens the bill. */
export const Component = () => {
  const roundId = pathId(useParams().roundId) ?? 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <LiffLotto>
      <RoundPage
        key={roundId}
        roundId={roundId}
        onBack={() => navigate(liffLottoLinks.lobby)}
        onCreated={(bill) => {
          void queryClient.invalidateQueries({ queryKey: walletKeys.all });
          navigate(liffLottoLinks.bill(bill.bill_id));
        }}
      />
    </LiffLotto>
  );
};
