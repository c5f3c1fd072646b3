import { useNavigate } from 'react-router-dom';
import { ResultsPage } from '@features/lotto/components/results-page';
import { liffLottoLinks, LiffLotto } from './lotto-links';

/** `/liff/lotto/results`: past results of every market. */
export const Component = () => {
  const navigate = useNavigate();
  return (
    <LiffLotto>
      <ResultsPage onBack={() => navigate(liffLottoLinks.lobby)} />
    </LiffLotto>
  );
};
