import { useNavigate } from 'react-router-dom';
import { RatesPage } from '@features/lotto/components/rates-page';
import { liffLottoLinks, LiffLotto } from './lotto-links';

/** `/liff/lotto/rates`: payouts per baht of every market. */
export const Component = () => {
  const navigate = useNavigate();
  return (
    <LiffLotto>
      <RatesPage onBack={() => navigate(liffLottoLinks.lobby)} />
    </LiffLotto>
  );
};
