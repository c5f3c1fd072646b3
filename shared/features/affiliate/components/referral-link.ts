import { useAppLinks } from '@ui/app-links';

/** My referral link: this app's register screen with my code (`?ref=`, which the register form reads). */
export const useReferralLink = (code: string | undefined, registerHref?: string): string | null => {
  const appRegister = useAppLinks().href.register;
  const register = registerHref ?? appRegister;
  if (!code || !register) return null;
  return new URL(`${register}?ref=${encodeURIComponent(code)}`, window.location.origin).href;
};
