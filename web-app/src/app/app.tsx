import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { LiveMemberData } from '@features/account/components/live-member-data';
import { queryClient } from '@lib/query-client';
import { AppLinksProvider } from '@ui/app-links';
import { UiProvider } from '@ui/ui-provider';
import { webAppLinks } from './app-links';
import { MarketingFollowsMember } from './components/marketing-follows-member';
import { LobbyCacheFollowsMember } from './components/lobby-cache-follows-member';
import { LottoSlipsFollowMember } from './components/lotto-slips-follow-member';
import { routes, type createAppRouter } from './router';

type AppProps = { router: ReturnType<typeof createAppRouter> };

// Built once from the route table: which screens exist does not change while the page runs.
const links = webAppLinks(routes);

export const App = ({ router }: AppProps) => (
  <UiProvider>
    <QueryClientProvider client={queryClient}>
      <MarketingFollowsMember />
      <LobbyCacheFollowsMember />
      <LottoSlipsFollowMember />
      <LiveMemberData />
      <AppLinksProvider links={links}>
        <RouterProvider router={router} />
      </AppLinksProvider>
    </QueryClientProvider>
  </UiProvider>
);
