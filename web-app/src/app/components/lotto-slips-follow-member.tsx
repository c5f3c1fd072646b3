import { getUserSnapshot, useMemberKnown, useSessionChange } from '@features/account/stores/user-store';
import { lottoMemberKnown, lottoSessionChanged } from '@features/lotto/stores/bill-store';

// A new token for the same member (a password change) keeps their info: they are known at once.
const handleSessionChange = () => {
  lottoSessionChanged();
  const info = getUserSnapshot().userInfo;
  if (info) lottoMemberKnown(info.id);
};

/**
 * The lotto slips being built are kept on the device per round until sent (a session that ends mid-slip loses
 * nothing); when another member logs in on the device, they are dropped.
 */
export const LottoSlipsFollowMember = () => {
  useSessionChange(handleSessionChange);
  useMemberKnown(lottoMemberKnown);
  return null;
};
