import { lazy, Suspense } from 'react';
import { useAuthUser } from '../stores/user-store';

// A guest has no stream: its code is fetched once a member signs in, never with a guest's first screen.
const LiveMemberStream = lazy(() =>
  import('./live-member-stream').then((module) => ({ default: module.LiveMemberStream })),
);

/** Mounted once at an app's root: a signed-in member's screens follow their money by themselves. */
export const LiveMemberData = () =>
  useAuthUser() ? (
    <Suspense fallback={null}>
      <LiveMemberStream />
    </Suspense>
  ) : null;
