// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userCleared, userLoggedIn } from '@features/account/stores/user-store';
import { agentKeys } from '@features/agent/api/agent-keys';
import { eventKeys } from '@features/event/api/event-keys';
import { createQueryClient } from '@lib/query-client';
import { MarketingFollowsMember } from '@web/app/components/marketing-follows-member';

/** Banners and events are fetched again when who looks changes (a self-excluded member is shown none). */
afterEach(() => {
  cleanup();
  userCleared();
});

const setup = () => {
  const client = createQueryClient();
  client.setQueryData(agentKeys.banners('demo'), [{ id: 1, image: '/b.svg', link: '', title: 'โปร' }]);
  client.setQueryData(eventKeys.list('demo'), [{ id: 1, image: '/e.svg', title: 'กิจกรรม', link: '' }]);
  render(
    <QueryClientProvider client={client}>
      <MarketingFollowsMember />
    </QueryClientProvider>,
  );
  const stale = () => [
    client.getQueryState(agentKeys.banners('demo'))?.isInvalidated,
    client.getQueryState(eventKeys.list('demo'))?.isInvalidated,
  ];
  return { stale };
};

const session = { access_token: 'member-token', expires_at: new Date(Date.now() + 86_400_000).toISOString() };

describe('MarketingFollowsMember', () => {
  it("keeps a guest's view at start and refetches on login and logout", () => {
    const { stale } = setup();
    expect(stale()).toEqual([false, false]);
    act(() => userLoggedIn(session));
    expect(stale()).toEqual([true, true]);
  });

  it('refetches at start for a member already logged in (the first screen was a guest view)', () => {
    userLoggedIn(session);
    const { stale } = setup();
    expect(stale()).toEqual([true, true]);
  });
});
