import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useUserInfoQuery } from '@features/account/api/get-user-info';
import { useUserInfo } from '@features/account/stores/user-store';
import { accountText } from '@features/account/strings';
import { ChangePasswordForm } from './change-password-form';
import { LineUnlinkButton } from './line-unlink-button';
import { LogoutButton } from './logout-button';
import { ProfileInfoCard } from './profile-info-card';
import { ProfileSafetyLinks } from './profile-safety-links';
import './account.css';
import './member.css';

type ProfilePageProps = {
  /** Where to go after logout; the web app goes home, LIFF may close the window or show LINE login. */
  onLoggedOut?: () => void;
};

/** /member/profile: the member's info, disconnecting LINE, player protection, change password and logout. */
export const ProfilePage = ({ onLoggedOut }: ProfilePageProps) => {
  const query = useUserInfoQuery();
  // The persisted copy shows at once on a cold start; the query refreshes it.
  const stored = useUserInfo();
  const info = query.data ?? stored;

  return (
    <PageShell title={accountText.profileTitle}>
      <div className="account-page account-page--wide">
        {info ? (
          <ProfileInfoCard info={info} />
        ) : query.isError ? (
          <ErrorBlock error={query.error} title={accountText.loadFailed} onRetry={() => query.refetch()} />
        ) : (
          <LoadingBlock lines={6} />
        )}
        {info?.line_linked && (
          <div className="account-box">
            <LineUnlinkButton />
          </div>
        )}
        <ProfileSafetyLinks />
        <ChangePasswordForm />
        <div className="account-box">
          <LogoutButton onLoggedOut={onLoggedOut} />
        </div>
      </div>
    </PageShell>
  );
};
