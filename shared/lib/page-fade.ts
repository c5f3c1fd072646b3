/** What the fade needs of a react-router data router. */
type Subscribable = {
  state: { location: { key: string } };
  subscribe: (listener: (state: { location: { key: string } }) => void) => () => void;
};

/**
 * Pages fade in when they replace another page (SPEC §2), but not the first page of a visit: that one arrives
 * with the document (rendered on the server for the web site), and content painted at opacity 0 is not counted
 * as painted by the browser (Largest Contentful Paint ignored the home banner and reported the logo, at 3.2 s).
 * The theme animates `.site-page-fade` only once `<html data-navigated>` is set, at the first move to
 * another location.
 */
export const fadePagesAfterTheFirst = (router: Subscribable) => {
  const first = router.state.location.key;
  const stop = router.subscribe((state) => {
    if (state.location.key === first) return;
    document.documentElement.dataset.navigated = '';
    stop();
  });
};
