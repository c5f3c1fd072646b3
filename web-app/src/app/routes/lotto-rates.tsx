import { RatesPage } from '@features/lotto/components/rates-page';
import { paths } from '../paths';
import { usePublicLottoPage, WebLotto } from './lotto-links';

/** /lotto/rates: payouts per baht of every market, open to guests. */
export const Component = () => (
  <WebLotto>
    <RatesPage {...usePublicLottoPage(paths.lottoRates.getHref())} />
  </WebLotto>
);
