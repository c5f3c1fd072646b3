import { useLiveMemberData } from '../hooks/use-live-member-data';

/** Mounted once at an app's root: a signed-in member's screens follow their money by themselves. */
export const LiveMemberData = () => {
  useLiveMemberData();
  return null;
};
