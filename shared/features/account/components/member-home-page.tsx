import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppLinks, type ScreenName } from '@ui/app-links';
import { PageShell } from '@ui/page-shell';
import { useUserInfoQuery } from '@features/account/api/get-user-info';
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
  { screen: 'deposit', label: accountText.deposit, icon: 'deposit', tone: 'gold' },
  { screen: 'withdraw', label: accountText.withdraw, icon: 'withdraw', tone: 'blue' },
  { screen: 'statement', label: accountText.statement, icon: 'statement', tone: 'green' },
  { screen: 'profile', label: accountText.profile, icon: 'profile', tone: 'purple' },
] as const satisfies readonly { screen: ScreenName; label: string; icon: string; tone: string }[];

/** /member: the member area entry, a greeting, the wallets and quick links. */
export const MemberHomePage = ({ wallets }: MemberHomePageProps) => {
  useUserInfoQuery();
  const info = useUserInfo();
  const links = useAppLinks();
  const tiles = quickLinks.flatMap((link) => {
    const to = links.href[link.screen];
    return to ? [{ ...link, to }] : [];
  });
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
          {tiles.map((link) => (
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
