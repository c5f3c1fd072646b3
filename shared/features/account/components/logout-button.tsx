import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useAppLinks } from '@ui/app-links';
import { showToast } from '@ui/toast';
import { useLogoutMutation } from '@features/account/api/logout';
import { accountText } from '@features/account/strings';

/** SPEC §4 logout: confirmation, logout call, go home, then the success toast. */
export const LogoutButton = ({ onLoggedOut }: { onLoggedOut?: () => void }) => {
  const logoutMutation = useLogoutMutation();
  const navigate = useNavigate();
  const home = useAppLinks().href.home;

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
    else if (home) navigate(home);
    showToast(accountText.logoutDone, 'success');
  };

  return (
    <Button block color="danger" fill="outline" loading={logoutMutation.isPending} onClick={handleClick}>
      {accountText.logout}
    </Button>
  );
};
