import { Button } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { PageShell } from '@ui/page-shell';
import { useAppLinks } from '@ui/app-links';
import { useConfigsQuery } from '@features/affiliate/api/get-configs';
import { affiliateText } from '@features/affiliate/strings';
import './affiliate.css';

/** /affiliate for guests (footer slot 2, สร้างรายได้): how the programme works, the rates, and a way to join. */
export const AffiliateGuestPage = () => {
  const register = useAppLinks().href.register;
  const configs = useConfigsQuery();
  return (
    <PageShell title={affiliateText.title}>
      <div className="affiliate-page" data-testid="affiliate-guest">
        <h2 className="affiliate-headline">{affiliateText.guestHeadline}</h2>
        <ol className="affiliate-steps">
          {affiliateText.guestSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {configs.data && (
          <ul className="affiliate-rates">
            {configs.data.rates.map((r) => (
              <li key={r.category}>
                {affiliateText.rateLine(r.category, r.basis, r.level1, r.level2, configs.data.levels)}
              </li>
            ))}
            <li>{affiliateText.minRedeem(configs.data.min_redeem)}</li>
          </ul>
        )}
        {register && (
          <Link to={register}>
            <Button block color="primary">
              {affiliateText.register}
            </Button>
          </Link>
        )}
      </div>
    </PageShell>
  );
};
