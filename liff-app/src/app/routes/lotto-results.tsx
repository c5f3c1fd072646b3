import { ResultsPage } from '@features/lotto/components/results-page';
import { LiffLotto, usePublicLottoPage } from './lotto-links';

/** `/liff/lotto/results`: past results of every market, open to LINE users who are not members yet. */
export const Component = () => (
  <LiffLotto>
    <ResultsPage {...usePublicLottoPage()} />
  </LiffLotto>
);
