import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Banner } from '@contract/agent';
import { isOutsideLink, useAppLinks, type AppLinks } from '@ui/app-links';
import { useBannersQuery } from '../api/get-banners';
import { BannerStrip } from './banner-strip';
import './banner-carousel.css';

/**
 * The banners as an app shows them: each link as this app opens it; a banner for a screen the app does not
 * route (a feature that has not landed) is hidden; a banner without a link stays, as a picture.
 */
export const bannersAsLinkedIn = (banners: Banner[], links: AppLinks): Banner[] =>
  banners.flatMap((banner) => {
    if (!banner.link) return [banner];
    const link = links.content(banner.link);
    return link ? [{ ...banner, link }] : [];
  });

/** The agent's banners from /api/banner (BannerStrip, `pairs` as there); a tap follows the banner's link. */
export const BannerCarousel = ({ pairs = false }: { pairs?: boolean }) => {
  const query = useBannersQuery();
  const links = useAppLinks();
  const shown = useMemo(() => (query.data ? bannersAsLinkedIn(query.data, links) : []), [query.data, links]);
  const navigate = useNavigate();

  if (query.isPending)
    return (
      <div
        className={`agent-banner agent-banner--loading${pairs ? ' agent-banner--pairs' : ''}`}
        aria-busy="true"
      />
    );
  const handleOpen = (banner: Banner) => {
    if (!banner.link) return;
    if (isOutsideLink(banner.link)) window.open(banner.link, '_blank', 'noopener');
    else navigate(banner.link);
  };
  return <BannerStrip banners={shown} onOpen={handleOpen} pairs={pairs} />;
};
