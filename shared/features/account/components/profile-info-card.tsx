import { Avatar, List } from 'antd-mobile';
import type { UserInfo } from '@contract/account';
import { Link } from 'react-router-dom';
import { formatThaiDate } from '@lib/format';
import { useAppLinks } from '@ui/app-links';
import { useCopy } from '@features/account/hooks/use-copy';
import { accountText } from '@features/account/strings';
import { VipBadge } from './vip-badge';
import './account.css';
import './member.css';

/** The member's account as the server knows it; the bank account arrives masked except the last four digits. */
export const ProfileInfoCard = ({ info }: { info: UserInfo }) => {
  const copy = useCopy();
  const links = useAppLinks();
  // The referral link is this app's register screen with the code (LIFF has none: its affiliate page shares).
  const referralLink = links.href.register
    ? new URL(`${links.href.register}?ref=${encodeURIComponent(info.referral_code)}`, window.location.origin)
        .href
    : null;
  return (
    <div className="account-card" data-testid="profile-info">
      <div className="account-card__head">
        <Avatar src="" className="account-card__avatar" aria-hidden />
        <div>
          <div className="account-card__name">{info.full_name}</div>
          <VipBadge level={info.vip_level} />
        </div>
      </div>
      <List mode="card" className="account-list">
        <List.Item extra={info.username}>{accountText.username}</List.Item>
        <List.Item extra={info.bank_name}>{accountText.bank}</List.Item>
        <List.Item extra={<span className="account-mono">{info.bank_account}</span>}>
          {accountText.bankAccount}
        </List.Item>
        <List.Item
          extra={
            <span className={info.line_linked ? 'account-hint--ok' : 'account-hint'}>
              {info.line_linked ? accountText.lineLinked : accountText.lineNotLinked}
              {info.line_id ? ` · ${info.line_id}` : ''}
            </span>
          }
        >
          {accountText.lineStatus}
        </List.Item>
        <List.Item extra={<VipBadge level={info.vip_level} />}>{accountText.vipLevel}</List.Item>
        <List.Item
          extra={
            <span className="account-copy">
              <span className="account-mono">{info.referral_code}</span>
              <button type="button" className="account-copy__button" onClick={() => copy(info.referral_code)}>
                {accountText.copy}
              </button>
            </span>
          }
        >
          {accountText.referral}
        </List.Item>
        {referralLink && (
          <List.Item
            description={
              <span className="account-mono" data-testid="profile-referral-link">
                {referralLink}
              </span>
            }
            extra={
              <button type="button" className="account-copy__button" onClick={() => copy(referralLink)}>
                {accountText.copy}
              </button>
            }
          >
            {accountText.referralLink}
          </List.Item>
        )}
        {links.href.affiliate && (
          <List.Item arrow>
            <Link to={links.href.affiliate}>{accountText.affiliatePage}</Link>
          </List.Item>
        )}
        <List.Item extra={formatThaiDate(info.created_at)}>{accountText.memberSince}</List.Item>
      </List>
    </div>
  );
};
