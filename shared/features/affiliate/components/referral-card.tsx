import { Button } from 'antd-mobile';
import { affiliateText } from '@features/affiliate/strings';
import { ReferralQr } from './referral-qr';
import { useReferralLink } from './referral-link';
import { useCopyText, useShareLink, type ShareLink } from './use-share-link';

/** My code, my link (copy, or share in LINE where the app can) and its QR code. */
type ReferralCardProps = { code: string; share?: ShareLink; registerHref?: string };

export const ReferralCard = ({ code, share, registerHref }: ReferralCardProps) => {
  const link = useReferralLink(code, registerHref);
  const copy = useCopyText();
  const shareLink = useShareLink(share);
  return (
    <div className="affiliate-card" data-testid="affiliate-referral">
      <div className="affiliate-row">
        <span>{affiliateText.myCode}</span>
        <strong className="affiliate-code">{code}</strong>
        <Button size="mini" onClick={() => void copy(code)}>
          {affiliateText.copy}
        </Button>
      </div>
      {link && (
        <>
          <div className="affiliate-link" data-testid="affiliate-link">
            {link}
          </div>
          <div className="affiliate-actions">
            <Button size="small" color="primary" onClick={() => void copy(link)}>
              {affiliateText.copyLink}
            </Button>
            {share && (
              <Button size="small" color="success" onClick={() => void shareLink(link)}>
                {affiliateText.share}
              </Button>
            )}
          </div>
          <ReferralQr link={link} />
        </>
      )}
    </div>
  );
};
