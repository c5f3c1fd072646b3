import { useNavigate } from 'react-router-dom';
import { BillsPage } from '@features/lotto/components/bills-page';
import { liffLottoLinks, LiffLotto } from './lotto-links';

/** `/liff/lotto/bills`: the member's bills by status. */
export const Component = () => {
  const navigate = useNavigate();
  return (
    <LiffLotto>
      <BillsPage onBack={() => navigate(liffLottoLinks.lobby)} />
    </LiffLotto>
  );
};
