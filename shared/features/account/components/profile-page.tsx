import { useSearchParams } from 'react-router-dom';
import { lineWebLinkOutcomes, type LineWebLinkOutcome } from '@contract/line-link-outcomes';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useUserInfoQuery } from '@features/account/api/get-user-info';
import { useUserInfo } from '@features/account/stores/user-store';
import { accountText } from '@features/account/strings';
import { ChangePasswordForm } from './change-password-form';
import { LineConnectBox, type LineConnectProps } from './line-connect-box';
import { LineMessagePrefs } from './line-message-prefs';
import { LineUnlinkButton } from './line-unlink-button';
import { LogoutButton } from './logout-button';
import { ProfileInfoCard } from './profile-info-card';
import { ProfileSafetyLinks } from './profile-safety-links';
import './account.css';
import './member.css';

type ProfilePageProps = LineConnectProps & {
  /** Where to go after logout; the web app goes home, LIFF may close the window or show LINE login. */
  onLoggedOut?: () => void;
};

/** After LINE Login on the web, the callback's `?line=<outcome>` in Thai (success or what to do next). */
const LineLinkOutcome = () => {
  const [params] = useSearchParams();
  const value = params.get('line');
  if (!lineWebLinkOutcomes.includes(value as LineWebLinkOutcome)) return null;
  const outcome = value as LineWebLinkOutcome;
  const linked = outcome === 'linked';
  return (
    <div
      className={linked ? 'account-box account-hint--ok' : 'account-box account-form__error'}
      role={linked ? 'status' : 'alert'}
      data-testid="line-link-outcome"
    >
      {accountText.lineLinkOutcome[outcome]}
    </div>
  );
};

/**
 * /member/profile: the member's info, connecting or disconnecting LINE, the LINE notifications they want, player
 * protection, change password and logout. LIFF passes `liffIdToken` (connect the LINE user of this LIFF session);
 * the web goes to LINE Login.
 */
export const ProfilePage = ({ onLoggedOut, liffIdToken, leaveFor }: ProfilePageProps) => {
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
        <LineLinkOutcome />
        {info?.line_linked && (
          <div className="account-box">
            <LineUnlinkButton />
          </div>
        )}
        {info && !info.line_linked && <LineConnectBox liffIdToken={liffIdToken} leaveFor={leaveFor} />}
        {info && <LineMessagePrefs lineLinked={info.line_linked} />}
        <ProfileSafetyLinks />
        <ChangePasswordForm />
        <div className="account-box">
          <LogoutButton onLoggedOut={onLoggedOut} />
        </div>
      </div>
    </PageShell>
  );
};
