import { getUserSnapshot, useMemberKnown, useSessionChange } from '@features/account/stores/user-store';
import { slipsMemberKnown, slipsSessionChanged } from '@features/lotto/stores/slips-follow-member';

// A new token for the same member (a password change) keeps their info: they are known at once.
const handleSessionChange = () => slipsSessionChanged(getUserSnapshot().userInfo?.id ?? null);

/**
 * The lotto slips being built are kept on the device per round until sent (a session that ends mid-slip loses
 * nothing); when another member logs in on the device, they are dropped.
 */
export const LottoSlipsFollowMember = () => {
  useSessionChange(handleSessionChange);
  useMemberKnown(slipsMemberKnown);
  return null;
};
