import { useLiveMemberData } from '../hooks/use-live-member-data';

/** The stream itself, in its own chunk: LiveMemberData loads it once a member is signed in. */
export const LiveMemberStream = () => {
  useLiveMemberData();
  return null;
};
