import { mediaQueries } from '@tests/setup/media-query';

/**
 * A screen of `width` px for antd's responsive parts (Grid breakpoints, Layout, Descriptions): matchMedia answers
 * its min-width/max-width queries as a browser of that width would. Returns the restore; the setup file's stand-in
 * (tests/setup/dom.ts) matches nothing, which antd reads as the narrowest screen.
 */
export const screenWidth = (width: number) => {
  const before = window.matchMedia;
  window.matchMedia = mediaQueries((query) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  });
  return () => {
    window.matchMedia = before;
  };
};
