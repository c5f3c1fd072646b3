import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAgentConfigQuery } from '@features/agent/api/get-agent-config';
import { ErrorBlock } from '@ui/error-block';
import { GuestEntryProvider } from '@ui/guest-entry';
import { LoadingBlock } from '@ui/loading-block';
import { liffStrings } from '@liff-app/app/strings';
import { LineWelcome } from './line-welcome';
import { useOpenToGuests } from './open-to-guests';
import { useLineSession, type LineSession } from './use-line-session';

const WORKING: LineSession = { status: 'working' };

// Only a LINE user who is not a member yet needs the form, and only after the welcome's tap: it stays out of the
// first screen's download, and its first render (long tasks) out of the moments after the first paint.
const loadRegisterPage = () => import('@features/account/components/register-page');
const RegisterPage = lazy(() => loadRegisterPage().then((module) => ({ default: module.RegisterPage })));

// A LINE user who already has an account links it instead (phone and password): also only when asked for.
const loadLinkAccountBox = () => import('@features/account/components/line-link-account-box');
const LineLinkAccountBox = lazy(() =>
  loadLinkAccountBox().then((module) => ({ default: module.LineLinkAccountBox })),
);

// Started as the finger goes down, so the chunk is often there by the click. A failed load is not reported
// here: the lazy component loads again at the click and its failure reaches the route's error screen.
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
const preloadRegisterPage = preload(loadRegisterPage);
const preloadLinkAccountBox = preload(loadLinkAccountBox);

// The registration form is long: the page the member opened should start at its top.
const handleRegistered = () => window.scrollTo(0, 0);

/**
 * Shows its children to a member. Everyone else logs in with LINE first; a LINE user who is not a member yet is
 * welcomed and, at a tap, gets the registration form, prefilled from the LINE profile and linked to it by the
 * registration token. A screen the web shows guests too (`openToGuests` in router.tsx) is shown to them as
 * well, with the welcome above it (and before the login has answered, without it). Once registered (the form stores the session) the page they opened shows,
 * in place, as a member sees it.
 */
export const LineGate = ({ children }: { children: ReactNode }) => {
  const session = useLineSession();
  const openToGuests = useOpenToGuests();
  // Each screen starts with its welcome: a form opened on one page is not carried to the next.
  const { pathname } = useLocation();
  // The screen that follows the login (the member's page, large; or the welcome) renders as a
  // deferred update, in slices that leave the main thread free (Lighthouse: total blocking time), while the
  // loading block stays; the session store's change itself would render it in one piece.
  const settled = useDeferredValue(session.status) === session.status;
  const shown: LineSession = settled ? session : WORKING;
  switch (shown.status) {
    case 'member':
      return children;
    case 'register':
      return (
        <Unlinked key={pathname} registration={shown.registration} page={openToGuests ? children : null} />
      );
    case 'error':
      return <ErrorBlock title={liffStrings.loginFailedTitle} error={shown.error} onRetry={shown.retry} />;
    default:
      // A screen open to guests (a lobby's public catalogue) shows at once, as a guest sees it, while the login
      // runs: it no longer waits for POST /api/auth/line (issue 30: on /liff/slot the lobby's lists and
      // thumbnails came only after it). Its guest taps do nothing until the login has answered.
      return (
        <div data-testid="liff-logging-in" aria-label={liffStrings.loggingIn} aria-busy>
          {openToGuests ? children : <LoadingBlock lines={4} />}
        </div>
      );
  }
};

type Registration = Extract<ReturnType<typeof useLineSession>, { status: 'register' }>['registration'];

type UnlinkedStep = 'welcome' | 'register' | 'link';

type UnlinkedProps = {
  registration: Registration;
  /** The screen, when it is open to guests: shown below the welcome, its login buttons open the form. */
  page: ReactNode;
};

/**
 * A LINE user who is not a member here: first a short welcome (above the page, when the page is open to
 * guests), then, at their tap, the registration form prefilled from the LINE profile or, for someone who
 * already has an account, its phone and password to link LINE to it. Either way the session is stored and the
 * gate shows the page they opened.
 */
const Unlinked = ({ registration, page }: UnlinkedProps) => {
  const [step, setStep] = useState<UnlinkedStep>('welcome');
  const showForm = () => {
    setStep('register');
    // Asked for from further down a page (a promotion's button): the form starts at the top.
    if (page) window.scrollTo(0, 0);
  };
  const showLinkBox = () => setStep('link');
  const showPage = () => setStep('welcome');
  // The agent may ask for a code by SMS to the phone before the member is created.
  const registerOtp = useAgentConfigQuery().data?.register_otp === true;
  // The page's guest buttons open the form and say "สมัครสมาชิก…" (@ui/guest-entry).
  const guestEntry = { register: showForm };
  return (
    <div data-testid="liff-register">
      {step === 'welcome' ? (
        <>
          <div className="liff-page liff-unlinked">
            <LineWelcome
              name={registration.profile.name}
              text={page ? liffStrings.guestIntro : liffStrings.registerIntro}
              compact={Boolean(page)}
              onRegister={showForm}
              onHaveAccount={showLinkBox}
              onRegisterIntent={preloadRegisterPage}
              onHaveAccountIntent={preloadLinkAccountBox}
            />
          </div>
          {page && (
            <div data-testid="liff-guest-page">
              <GuestEntryProvider value={guestEntry}>{page}</GuestEntryProvider>
            </div>
          )}
        </>
      ) : (
        <Suspense fallback={<LoadingBlock lines={6} />}>
          {page && (
            <div className="liff-page liff-unlinked">
              <button type="button" className="liff-unlinked__back" onClick={showPage}>
                {liffStrings.backToPage}
              </button>
            </div>
          )}
          {step === 'link' ? (
            <div className="liff-page liff-unlinked">
              <LineLinkAccountBox
                lineRegistrationToken={registration.line_registration_token}
                onSuccess={handleRegistered}
                onRegister={showForm}
              />
            </div>
          ) : (
            <RegisterPage
              lineRegistrationToken={registration.line_registration_token}
              lineProfile={registration.profile}
              onSuccess={handleRegistered}
              onHaveAccount={showLinkBox}
              registerOtp={registerOtp}
            />
          )}
        </Suspense>
      )}
    </div>
  );
};
