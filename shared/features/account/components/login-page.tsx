import { PageShell } from '@ui/page-shell';
import { accountText } from '@features/account/strings';
import { LoginBox } from './login-box';
import './account.css';

/** /login: the login form with a welcome heading; success goes to `?redirect=` or /member. */
export const LoginPage = () => (
  <PageShell title={accountText.loginTitle}>
    <div className="account-page">
      <div className="account-hero">
        <div className="account-hero__title">{accountText.loginWelcome}</div>
        <div className="account-hero__text">{accountText.loginSubtitle}</div>
      </div>
      <LoginBox />
    </div>
  </PageShell>
);
