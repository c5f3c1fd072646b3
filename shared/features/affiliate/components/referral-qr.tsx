import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { affiliateText } from '@features/affiliate/strings';

/** The referral link as a QR code image, drawn in the browser (nothing leaves the device). */
export const ReferralQr = ({ link }: { link: string }) => {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(link, { margin: 1, width: 200 })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [link]);
  if (!src) return null;
  return <img className="affiliate-qr" src={src} alt={affiliateText.qrAlt} width={200} height={200} />;
};
