// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userCleared, userLoggedIn } from '@features/account/stores/user-store';
import { agentKeys } from '@features/agent/api/agent-keys';
import { createQueryClient } from '@lib/query-client';
import { BannersFollowMember } from '@liff-app/app/layouts/banners-follow-member';

/** The shell's banners are a guest's (rendered on the server): LINE login fetches the member's. */
afterEach(() => {
  cleanup();
  userCleared();
});

describe('BannersFollowMember', () => {
  it("keeps the guest's banners until LINE login gives a session, then fetches them again", () => {
    const client = createQueryClient();
    client.setQueryData(agentKeys.banners('demo'), [{ id: 1, image: '/b.svg', link: '', title: 'โปร' }]);
    render(
      <QueryClientProvider client={client}>
        <BannersFollowMember />
      </QueryClientProvider>,
    );
    const stale = () => client.getQueryState(agentKeys.banners('demo'))?.isInvalidated;
    expect(stale()).toBe(false);
    act(() =>
      userLoggedIn({
        access_token: 'line-member',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    expect(stale()).toBe(true);
  });
});
