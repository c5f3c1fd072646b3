import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { LiveMemberData } from '@features/account/components/live-member-data';
import { queryClient } from '@lib/query-client';
import { AppLinksProvider } from '@ui/app-links';
import { UiProvider } from '@ui/ui-provider';
import { liffAppLinks } from './app-links';
import { BannersFollowMember } from './layouts/banners-follow-member';
import { LobbyCacheFollowsMember } from './layouts/lobby-cache-follows-member';
import { LottoSlipsFollowMember } from './layouts/lotto-slips-follow-member';
import { liffRoutes, type createLiffRouter } from './router';

type AppProps = { router: ReturnType<typeof createLiffRouter> };

// From the route table, once: a screen is linked iff it is routed.
const links = liffAppLinks(liffRoutes);

/** Providers around the router. */
export const App = ({ router }: AppProps) => (
  <QueryClientProvider client={queryClient}>
    <UiProvider>
      <BannersFollowMember />
      <LobbyCacheFollowsMember />
      <LottoSlipsFollowMember />
      <LiveMemberData />
      <AppLinksProvider links={links}>
        <RouterProvider router={router} />
      </AppLinksProvider>
    </UiProvider>
  </QueryClientProvider>
);
