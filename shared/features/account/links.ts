/**
 * The web routes the account screens link to (SPEC §2). A feature may not import the app's `paths.ts`, so the few
 * targets it needs are named here; apps that mount a screen elsewhere (LIFF) pass their own callbacks instead.
 */
export const accountLinks = {
  home: '/',
  member: '/member',
  login: '/login',
  register: '/register',
  forgot: '/forgot',
  profile: '/member/profile',
  deposit: '/member/deposit',
  withdraw: '/member/withdraw',
  statement: '/member/statement',
} as const;

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
