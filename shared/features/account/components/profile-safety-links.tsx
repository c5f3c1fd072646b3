import { Link } from 'react-router-dom';
import { useAppLinks } from '@ui/app-links';
import { accountText } from '@features/account/strings';

/**
 * The profile's way to player protection (issue 15): the safety screen and the page on playing safely, with the
 * 20+ mark. Links to screens the app does not route are hidden, like every link.
 */
export const ProfileSafetyLinks = () => {
  const { safety, safetyHelp } = useAppLinks().href;
  if (!safety && !safetyHelp) return null;
  return (
    <nav
      className="account-box account-safety"
      aria-label={accountText.safetyLink}
      data-testid="profile-safety"
    >
      {safety && (
        <Link to={safety} className="account-safety__link">
          <strong>{accountText.safetyLink}</strong>
          <span>{accountText.safetyLinkHint}</span>
        </Link>
      )}
      <p className="account-safety__age">
        <span className="account-safety__mark" aria-hidden>
          20+
        </span>
        {accountText.ageMark}
        {safetyHelp && (
          <Link to={safetyHelp} className="account-safety__help">
            {accountText.safetyHelpLink}
          </Link>
        )}
      </p>
    </nav>
  );
};
