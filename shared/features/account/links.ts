/**
 * The web login's own paths, for `safeRedirect` only (the web's login page and guards use it). Screens take
 * their links from the app they run in (`useAppLinks()`, shared/ui/app-links.tsx), never from here.
 */
const accountLinks = { member: '/member', login: '/login' } as const;

/**
 * Only same-site paths are followed after login, so a crafted `?redirect=` cannot send a member elsewhere:
 * a path that starts with one slash, with no backslash or control character (browsers read `/\evil` and
 * `/\t/evil` as `//evil`, another site).
 */
export const safeRedirect = (target: string | null | undefined, fallback: string = accountLinks.member) => {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  if (target === accountLinks.login || target.startsWith(`${accountLinks.login}?`)) return fallback;
  return target;
};
