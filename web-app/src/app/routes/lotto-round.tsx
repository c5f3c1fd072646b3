import { useQueryClient } from '@tanstack/react-query';
import { data, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { LobbyPage } from '@features/lotto/components/lobby-page';
import { RoundPage } from '@features/lotto/components/round-page';
import { walletKeys } from '@features/wallet/api/keys';
import { paths } from '../paths';
import { pathId, WebLotto } from './lotto-links';

/** `/lotto/<round_id>` takes a round id; anything else under /lotto is no page (the bare /lotto is the lobby). */
export const loader = ({ params }: LoaderFunctionArgs) => {
  if (params.round_id !== undefined && pathId(params.round_id) === null) throw data(null, { status: 404 });
  return null;
};

/** /lotto/<round_id>: the round's pad and bill; an accepted bill refreshes the wallets and opens the bill. */
export const Component = () => {
  const roundId = pathId(useParams().round_id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <WebLotto>
      {roundId === null ? (
        <LobbyPage />
      ) : (
        <RoundPage
          key={roundId}
          roundId={roundId}
          onBack={() => navigate(paths.lottoLobby.getHref())}
          onCreated={(bill) => {
            void queryClient.invalidateQueries({ queryKey: walletKeys.all });
            navigate(paths.lottoBill.getHref(bill.bill_id));
          }}
        />
      )}
    </WebLotto>
  );
};
