import { useEffect, useRef, useState } from 'react';

/** How far below (or above) the screen a thumbnail starts to load: about one row of cards. */
const MARGIN = '240px 0px';

/**
 * Whether an element is on screen or within about a row of it, as the page and any scrolling row (a shelf)
 * clip it; once true it stays true. The browser's own `loading="lazy"` loads everything within 1,250-2,500 px
 * (farther on a slow link): on the lobby's first screen that was ~40 thumbnails of ~20 KB taking the link at
 * once with the few on screen, the largest paint among them. Without IntersectionObserver (jsdom, old
 * browsers) everything is near.
 */
export const useNearScreen = <T extends Element>(skip: boolean) => {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(skip);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
};
