import { CenterPopup, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '@features/account/api/logout';
import { useAppLinks } from '@ui/app-links';
import { showToast } from '@ui/toast';
import { paths } from '../paths';
import { strings } from '../strings';
import { Icon } from './icons';
import { menuEntries } from './menu-entries';
import './menu-dialog.css';

type MenuDialogProps = { visible: boolean; onClose: () => void };

/** Width 480: every member entry, then logout (confirm, log out, go home, success toast). */
export const MenuDialog = ({ visible, onClose }: MenuDialogProps) => {
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const entries = menuEntries(useAppLinks());

  const handleGo = (to: string) => {
    onClose();
    navigate(to);
  };

  const handleLogout = async () => {
    const confirmed = await Dialog.confirm({
      content: strings.menu.logoutConfirm,
      confirmText: strings.menu.logoutOk,
      cancelText: strings.menu.cancel,
    });
    if (!confirmed) return;
    onClose();
    // The local session ends even if the server call fails (the mutation clears the user when it settles).
    await logout.mutateAsync().catch(() => undefined);
    navigate(paths.home.getHref());
    showToast(strings.menu.loggedOut, 'success');
  };

  return (
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      style={{ '--min-width': 'min(480px, 94vw)', '--max-width': 'min(480px, 94vw)' }}
      bodyClassName="menu-dialog"
    >
      <div role="dialog" aria-label={strings.menu.title} data-testid="menu-dialog">
        <header className="menu-dialog__head">
          <span className="site-gold-text menu-dialog__title">{strings.menu.title}</span>
          <button
            type="button"
            className="menu-dialog__close"
            aria-label={strings.menu.cancel}
            onClick={onClose}
          >
            <Icon name="close" size={20} />
          </button>
        </header>
        <ul className="menu-dialog__grid">
          {entries.map((entry) => (
            <li key={entry.to}>
              <button type="button" className="menu-dialog__item" onClick={() => handleGo(entry.to)}>
                <span className="menu-dialog__icon">
                  <Icon name={entry.icon} size={24} />
                </span>
                <span>{entry.label}</span>
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="menu-dialog__logout"
          onClick={() => void handleLogout()}
          disabled={logout.isPending}
          data-testid="logout-button"
        >
          {strings.menu.logout}
        </button>
      </div>
    </CenterPopup>
  );
};
