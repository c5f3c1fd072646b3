import { ResultsPage } from '@features/lotto/components/results-page';
import { paths } from '../paths';
import { usePublicLottoPage, WebLotto } from './lotto-links';

/** /lotto/results: past results of every market, open to guests. */
export const Component = () => (
  <WebLotto>
    <ResultsPage {...usePublicLottoPage(paths.lottoResults.getHref())} />
  </WebLotto>
);
