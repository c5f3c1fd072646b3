import { NavLink } from 'react-router-dom';
import { AccountIcon, type AccountIconName } from '@features/account/components/account-icons';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { useWalletsTotal } from '@features/wallet/hooks/use-wallets-total';
import { useAppLinks, type ScreenName } from '@ui/app-links';
import { MoneyText } from '@ui/money-text';
import { liffPaths } from '@liff-app/app/paths';
import { liffStrings } from '@liff-app/app/strings';

const ITEMS = [
  { screen: 'home', label: liffStrings.bar.home, icon: 'crown' },
  { screen: 'lobbies', label: liffStrings.bar.games, icon: 'star' },
  { screen: 'deposit', label: liffStrings.bar.deposit, icon: 'deposit' },
  { screen: 'withdraw', label: liffStrings.bar.withdraw, icon: 'withdraw' },
  { screen: 'profile', label: liffStrings.bar.profile, icon: 'profile' },
] as const satisfies readonly { screen: ScreenName; label: string; icon: AccountIconName }[];

/** Members only: the balance (a tap opens the wallets) and the main screens, each shown only if routed. */
export const LiffBottomBar = () => {
  const isLoggedIn = useIsLoggedIn();
  const links = useAppLinks();
  const total = useWalletsTotal({ enabled: isLoggedIn });
  if (!isLoggedIn) return null;
  const wallets = links.href.wallets;
  const balance = (
    <>
      <span className="liff-bottom-bar__label">{liffStrings.balance}</span>
      <strong data-testid="liff-balance">
        {total.data !== undefined ? <MoneyText value={total.data} satang /> : '–'} ฿
      </strong>
    </>
  );
  return (
    <>
      <div className="liff-bottom-bar-space" />
      <nav className="liff-bottom-bar" aria-label={liffStrings.barLabel} data-testid="liff-bottom-bar">
        {wallets ? (
          <NavLink to={wallets} className="liff-bottom-bar__balance">
            {balance}
          </NavLink>
        ) : (
          <div className="liff-bottom-bar__balance">{balance}</div>
        )}
        {ITEMS.flatMap((item) => {
          const to = links.href[item.screen];
          if (!to) return [];
          return [
            <NavLink
              key={item.screen}
              to={to}
              end={to === liffPaths.home}
              className={({ isActive }) =>
                `liff-bottom-bar__item${isActive ? ' liff-bottom-bar__item--active' : ''}`
              }
            >
              <AccountIcon name={item.icon} size={18} />
              <span>{item.label}</span>
            </NavLink>,
          ];
        })}
      </nav>
    </>
  );
};
