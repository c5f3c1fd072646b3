import { useNavigate } from 'react-router-dom';
import { BillsPage } from '@features/lotto/components/bills-page';
import { paths } from '../paths';
import { WebLotto } from './lotto-links';

/** /lotto/bills: the member's bills by status. */
export const Component = () => {
  const navigate = useNavigate();
  return (
    <WebLotto>
      <BillsPage onBack={() => navigate(paths.lottoLobby.getHref())} />
    </WebLotto>
  );
};
