import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@ui/toast';
import { useLogoutMutation } from '@features/account/api/logout';
import { accountLinks } from '@features/account/links';
import { accountText } from '@features/account/strings';

/** SPEC §4 logout: confirmation, logout call, go home, then the success toast. */
export const LogoutButton = ({ onLoggedOut }: { onLoggedOut?: () => void }) => {
  const logoutMutation = useLogoutMutation();
  const navigate = useNavigate();

  const handleClick = async () => {
    const confirmed = await Dialog.confirm({
      content: accountText.logoutConfirm,
      confirmText: accountText.logout,
      cancelText: accountText.cancel,
    });
    if (!confirmed) return;
    // The local session ends even if the call fails (see useLogoutMutation), so the outcome is the same.
    await logoutMutation.mutateAsync().catch(() => undefined);
    if (onLoggedOut) onLoggedOut();
    else navigate(accountLinks.home);
    showToast(accountText.logoutDone, 'success');
  };

  return (
    <Button block color="danger" fill="outline" loading={logoutMutation.isPending} onClick={handleClick}>
      {accountText.logout}
    </Button>
  );
};
