import { useEffect, useRef, useState } from 'react';
import type { Banner } from '@contract/agent';
import './banner-carousel.css';

const AUTOPLAY_MS = 4000;

/**
 * Where the strip can stop: the distance from one banner to the next (a phone shows one banner, the strip's
 * width; a desktop two side by side, banner-carousel.css) and how many stops there are (with two in view, one
 * fewer than the banners).
 */
const stopsOf = (el: HTMLElement) => {
  const items = el.children;
  const step =
    items.length > 1 ? (items[1] as HTMLElement).offsetLeft - (items[0] as HTMLElement).offsetLeft : 0;
  if (step <= 0) return { step: el.clientWidth || 1, stops: 1 };
  return { step, stops: Math.round((el.scrollWidth - el.clientWidth) / step) + 1 };
};

type BannerStripProps = {
  /** The banners to show, each link already as this app opens it. */
  banners: Banner[];
  /** A tap on a banner with a link; without it (the LIFF shell before its app has loaded) taps do nothing. */
  onOpen?: (banner: Banner) => void;
  /**
   * From 960 px two banners side by side (banner-carousel.css): the web home, whose desktop page is as wide as
   * the screen. The LIFF app's column stays a phone's width and keeps one banner at a time.
   */
  pairs?: boolean;
};

/**
 * A swipeable strip of banners (CSS scroll snap: native swiping and no gesture library on the first screen) that
 * advances every 4 s. The markup the server renders and the LIFF shell paints before LINE login are this one,
 * so the banner the member sees first stays where it is when the app takes over.
 */
export const BannerStrip = ({ banners, onOpen, pairs = false }: BannerStripProps) => {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = banners.length;
  // Only the first banner belongs to the first paint. The others are asked for once the strip runs in the
  // browser (after hydration): requested with the page, they shared the link with the first one and the fonts,
  // and Lighthouse counted them as what the largest paint waited for.
  const [rest, setRest] = useState(false);
  useEffect(() => setRest(true), []);

  useEffect(() => {
    if (count < 2) return undefined;
    const timer = window.setInterval(() => {
      const el = track.current;
      if (!el) return;
      const { step, stops } = stopsOf(el);
      if (stops < 2) return;
      const next = (Math.round(el.scrollLeft / step) + 1) % stops;
      el.scrollTo({ left: next * step, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  if (count === 0) return null;

  const handleScroll = () => {
    const el = track.current;
    if (el) setIndex(Math.round(el.scrollLeft / stopsOf(el).step));
  };

  return (
    <div className={`agent-banner${pairs ? ' agent-banner--pairs' : ''}`} data-testid="banner-carousel">
      <div className="agent-banner__track" ref={track} onScroll={handleScroll}>
        {banners.map((banner, i) => (
          <button
            key={banner.id}
            type="button"
            className="agent-banner__item"
            onClick={() => (banner.link ? onOpen?.(banner) : undefined)}
          >
            {i === 0 || rest ? (
              <img
                src={banner.image}
                alt={banner.title}
                className="agent-banner__image"
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            ) : (
              <span className="agent-banner__image" />
            )}
          </button>
        ))}
      </div>
      {count > 1 && (
        <div className="agent-banner__dots" aria-hidden>
          {banners.map((banner, i) => (
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
