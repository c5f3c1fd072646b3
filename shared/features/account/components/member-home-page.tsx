import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageShell } from '@ui/page-shell';
import { useUserInfoQuery } from '@features/account/api/get-user-info';
import { accountLinks } from '@features/account/links';
import { useUserInfo } from '@features/account/stores/user-store';
import { accountText } from '@features/account/strings';
import { AccountIcon } from './account-icons';
import { VipBadge } from './vip-badge';
import './account.css';
import './member.css';

type MemberHomePageProps = {
  /**
   * The wallets summary (the wallet feature's `WalletSummary`): a feature never imports another one, so the
   * app composes it here.
   */
  wallets?: ReactNode;
};

const quickLinks = [
  { to: accountLinks.deposit, label: accountText.deposit, icon: 'deposit', tone: 'gold' },
  { to: accountLinks.withdraw, label: accountText.withdraw, icon: 'withdraw', tone: 'blue' },
  { to: accountLinks.statement, label: accountText.statement, icon: 'statement', tone: 'green' },
  { to: accountLinks.profile, label: accountText.profile, icon: 'profile', tone: 'purple' },
] as const;

/** /member: the member area entry, a greeting, the wallets and quick links. */
export const MemberHomePage = ({ wallets }: MemberHomePageProps) => {
  useUserInfoQuery();
  const info = useUserInfo();
  return (
    <PageShell title={accountText.memberTitle}>
      <div className="account-page account-page--wide" data-testid="member-home">
        <div className="account-greeting">
          <div className="account-greeting__text">
            {info ? accountText.greeting(info.full_name || info.username) : accountText.greetingFallback}
          </div>
          {info && <VipBadge level={info.vip_level} />}
        </div>
        {wallets && (
          <section className="account-section">
            <div className="account-section-title">{accountText.myWallets}</div>
            {wallets}
          </section>
        )}
        <nav className="account-quick" aria-label={accountText.memberTitle}>
          {quickLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={`account-quick__item account-quick__item--${link.tone}`}
            >
              <span className="account-quick__icon">
                <AccountIcon name={link.icon} />
              </span>
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </PageShell>
  );
};
