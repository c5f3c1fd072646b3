import { useEffect, useState } from 'react';

/** True once the page has scrolled further than `threshold` px (the header becomes fixed after 80 px). */
export const useScrolledPast = (threshold: number) => {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const handle = () => setPast(window.scrollY > threshold);
    handle();
    window.addEventListener('scroll', handle, { passive: true });
    return () => window.removeEventListener('scroll', handle);
  }, [threshold]);
  return past;
};
