import { safeRedirect } from './links';

/** The login query parameter that says the member was sent there because their session ended. */
export const expiredParam = 'expired';

/**
 * The app's login page (`loginPath`, from its own route table) with the way back: `redirect` (a same-site path
 * only, see `safeRedirect`) is where the member returns after logging in, and `expired` makes the page say the
 * session ended.
 */
export const loginWithReturn = (
  loginPath: string,
  back: string | null,
  options: { expired?: boolean } = {},
) => {
  const query = new URLSearchParams();
  const target = safeRedirect(back, '');
  if (target && target !== '/') query.set('redirect', target);
  if (options.expired) query.set(expiredParam, '1');
  const text = query.toString();
  return text ? `${loginPath}?${text}` : loginPath;
};
