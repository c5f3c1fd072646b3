import { useNavigate } from 'react-router-dom';
import { ResultsPage } from '@features/lotto/components/results-page';
import { paths } from '../paths';
import { WebLotto } from './lotto-links';

/** /lotto/results: past results of every market. */
export const Component = () => {
  const navigate = useNavigate();
  return (
    <WebLotto>
      <ResultsPage onBack={() => navigate(paths.lottoLobby.getHref())} />
    </WebLotto>
  );
};
