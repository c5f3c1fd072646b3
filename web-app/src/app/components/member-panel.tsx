import { Link } from 'react-router-dom';
import { useUserInfoQuery } from '@features/account/api/get-user-info';
import { useUserInfo } from '@features/account/stores/user-store';
import { usePointsQuery } from '@features/wallet/api/get-points';
import { useWalletsTotal } from '@features/wallet/hooks/use-wallets-total';
import { formatNumber } from '@lib/format';
import { useAppLinks } from '@ui/app-links';
import { useIsLargeScreen } from '@ui/breakpoints';
import { MoneyText } from '@ui/money-text';
import { paths } from '../paths';
import { strings } from '../strings';
import { Icon } from './icons';
import { VipBadge } from './vip-badge';
import './member-panel.css';

type MemberPanelProps = { onOpenMenu: () => void };

/** Logged in only: name and VIP icon, total balance with refresh, points to /redeem, the menu. */
export const MemberPanel = ({ onOpenMenu }: MemberPanelProps) => {
  // Loads the member's info on any page (it is persisted, so the name shows at once on the next visit).
  useUserInfoQuery();
  const info = useUserInfo();
  const total = useWalletsTotal();
  const points = usePointsQuery();
  const large = useIsLargeScreen();
  const redeem = useAppLinks().href.redeem;
  const refreshing = total.isFetching;
  const pointsText = (
    <>
      <Icon name="star" size={14} />
      {points.data ? formatNumber(points.data.point) : '–'} {strings.panel.points}
    </>
  );

  return (
    <section className="member-panel site-container" data-testid="member-panel">
      <div className="member-panel__card">
        <div className="member-panel__who">
          <VipBadge level={info?.vip_level ?? 0} />
          <span className="member-panel__name" data-testid="member-username">
            {info?.username ?? '…'}
          </span>
          {/* The points link to their redemption, once that screen is routed; until then they only show. */}
          {redeem ? (
            <Link to={redeem} className="member-panel__points" data-testid="member-points">
              {pointsText}
            </Link>
          ) : (
            <span className="member-panel__points" data-testid="member-points">
              {pointsText}
            </span>
          )}
        </div>
        <div className="member-panel__money">
          <span className="member-panel__label">{strings.panel.balance}</span>
          <span className="member-panel__total" data-testid="member-total">
            {total.data !== undefined ? <MoneyText value={total.data} satang /> : '–'}
            <small> ฿</small>
          </span>
          <button
            type="button"
            className={`member-panel__refresh${refreshing ? ' member-panel__refresh--spin' : ''}`}
            aria-label={strings.panel.refresh}
            onClick={() => void total.refetch()}
            disabled={refreshing}
            data-testid="member-refresh"
          >
            <Icon name="refresh" size={18} />
          </button>
        </div>
        {large && (
          <div className="member-panel__actions">
            <Link
              to={paths.memberDeposit.getHref()}
              className="member-panel__action member-panel__action--gold"
            >
              {strings.panel.deposit}
            </Link>
            <Link to={paths.memberWithdraw.getHref()} className="member-panel__action">
              {strings.panel.withdraw}
            </Link>
          </div>
        )}
        <button
          type="button"
          className="member-panel__menu"
          aria-label={strings.panel.menu}
          onClick={onOpenMenu}
          data-testid="menu-button"
        >
          <Icon name="menu" />
        </button>
      </div>
    </section>
  );
};
