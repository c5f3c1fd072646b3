import { useNavigate } from 'react-router-dom';
import { RatesPage } from '@features/lotto/components/rates-page';
import { paths } from '../paths';
import { WebLotto } from './lotto-links';

/** /lotto/rates: payouts per baht of every market. */
export const Component = () => {
  const navigate = useNavigate();
  return (
    <WebLotto>
      <RatesPage onBack={() => navigate(paths.lottoLobby.getHref())} />
    </WebLotto>
  );
};
