import { RatesPage } from '@features/lotto/components/rates-page';
import { LiffLotto, usePublicLottoPage } from './lotto-links';

/** `/liff/lotto/rates`: payouts per baht of every market, open to LINE users who are not members yet. */
export const Component = () => (
  <LiffLotto>
    <RatesPage {...usePublicLottoPage()} />
  </LiffLotto>
);
