import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useSummaryQuery } from '@features/affiliate/api/get-summary';
import { affiliateText } from '@features/affiliate/strings';
import { NetworkList } from './network-list';
import { TransactionList } from './transaction-list';
import { ReferralCard } from './referral-card';
import { SummaryCard } from './summary-card';
import type { ShareLink } from './use-share-link';
import './affiliate.css';

type Tab = 'network' | 'transactions';

/** /affiliate (members) and /liff/affiliate: my code, link and QR, summary, redeem, network and history. */
type AffiliatePageProps = {
  onBack?: () => void;
  /** LINE's share target picker, given by the LIFF app; the web app copies the link instead. */
  share?: ShareLink;
  /** Where friends register when this app routes no register screen (LIFF: the web site's). */
  registerHref?: string;
};

export const AffiliatePage = ({ onBack, share, registerHref }: AffiliatePageProps) => {
  const query = useSummaryQuery();
  const [tab, setTab] = useState<Tab>('network');
  let body;
  if (query.isPending) body = <LoadingBlock lines={6} />;
  else if (query.isError)
    body = (
      <ErrorBlock error={query.error} title={affiliateText.loadFailed} onRetry={() => query.refetch()} />
    );
  else
    body = (
      <>
        <ReferralCard code={query.data.code} share={share} registerHref={registerHref} />
        <SummaryCard summary={query.data} />
        <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)}>
          <Tabs.Tab key="network" title={affiliateText.tabs.network} />
          <Tabs.Tab key="transactions" title={affiliateText.tabs.transactions} />
        </Tabs>
        {tab === 'network' ? <NetworkList /> : <TransactionList />}
      </>
    );
  return (
    <PageShell title={affiliateText.title} onBack={onBack}>
      <div className="affiliate-page">{body}</div>
    </PageShell>
  );
};
