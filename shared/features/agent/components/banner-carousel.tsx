import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Banner } from '@contract/agent';
import { isOutsideLink, useAppLinks } from '@ui/app-links';
import { useBannersQuery } from '../api/get-banners';
import './banner-carousel.css';

const AUTOPLAY_MS = 4000;

/**
 * The agent's banners from /api/banner, a swipeable strip (CSS scroll snap: native swiping and no gesture
 * library on the first screen) that advances every 4 s; a tap follows the banner's link.
 */
export const BannerCarousel = () => {
  const query = useBannersQuery();
  const links = useAppLinks();
  // Each link as this app opens it. A banner for a screen the app does not route (a feature that has not
  // landed) is hidden; a banner without a link stays, as a picture.
  const shown = useMemo(
    () =>
      query.data?.flatMap((banner) => {
        if (!banner.link) return [banner];
        const link = links.content(banner.link);
        return link ? [{ ...banner, link }] : [];
      }),
    [query.data, links],
  );
  const banners = { isPending: query.isPending, data: shown };
  const navigate = useNavigate();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = banners.data?.length ?? 0;

  useEffect(() => {
    if (count < 2) return undefined;
    const timer = window.setInterval(() => {
      const el = track.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  if (banners.isPending) return <div className="agent-banner agent-banner--loading" aria-busy="true" />;
  if (!banners.data?.length) return null;

  const handleScroll = () => {
    const el = track.current;
    if (el) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };
  const handleOpen = (banner: Banner) => {
    if (!banner.link) return;
    if (isOutsideLink(banner.link)) window.open(banner.link, '_blank', 'noopener');
    else navigate(banner.link);
  };

  return (
    <div className="agent-banner" data-testid="banner-carousel">
      <div className="agent-banner__track" ref={track} onScroll={handleScroll}>
        {banners.data.map((banner, i) => (
          <button
            key={banner.id}
            type="button"
            className="agent-banner__item"
            onClick={() => handleOpen(banner)}
          >
            <img
              src={banner.image}
              alt={banner.title}
              className="agent-banner__image"
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </button>
        ))}
      </div>
      {count > 1 && (
        <div className="agent-banner__dots" aria-hidden>
          {banners.data.map((banner, i) => (
            <span
              key={banner.id}
              className={`agent-banner__dot${i === index ? ' agent-banner__dot--on' : ''}`}
            />
          ))}
        </div>
      )}
    </div>
  );
};
