import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { liffStrings } from '@liff-app/app/strings';
import { useLineSession } from './use-line-session';

// Only a LINE user who is not a member yet needs the form: it stays out of the first screen's download.
const RegisterPage = lazy(() =>
  import('@features/account/components/register-page').then((module) => ({ default: module.RegisterPage })),
);

// The registration form is long: the page the member opened should start at its top.
const handleRegistered = () => window.scrollTo(0, 0);

/**
 * Shows its children to a member only. Everyone else logs in with LINE first; a LINE user who is not a member
 * yet gets the registration form, prefilled from the LINE profile and linked to it by the registration token.
 * Once registered (the form stores the session) the page they opened shows, in place.
 */
export const LineGate = ({ children }: { children: ReactNode }) => {
  const session = useLineSession();
  switch (session.status) {
    case 'member':
      return children;
    case 'register':
      return (
        <div data-testid="liff-register">
          <p className="liff-note">{liffStrings.registerIntro}</p>
          <Suspense fallback={<LoadingBlock lines={6} />}>
            <RegisterPage
              lineRegistrationToken={session.registration.line_registration_token}
              lineProfile={session.registration.profile}
              onSuccess={handleRegistered}
            />
          </Suspense>
        </div>
      );
    case 'error':
      return (
        <ErrorBlock title={liffStrings.loginFailedTitle} error={session.error} onRetry={session.retry} />
      );
    default:
      return (
        <div data-testid="liff-logging-in" aria-label={liffStrings.loggingIn}>
          <LoadingBlock lines={4} />
        </div>
      );
  }
};
